import type { DashboardComponentView } from '../component-view.js';
import { TreemapView } from './TreemapView.js';

/** The treemap: an event's stop time per motive, motive group or loss category (options: event, period, grouping). */
export const treemapComponent: DashboardComponentView = { Renderer: TreemapView };
