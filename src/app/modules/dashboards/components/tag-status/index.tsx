import type { DashboardComponentView } from '../component-view.js';
import { TagStatusView } from './TagStatusView.js';

/** The tag status: each tag's latest value against its limits, as chips coloured and labelled by status (options: tags, period). */
export const tagStatusComponent: DashboardComponentView = { Renderer: TagStatusView };
