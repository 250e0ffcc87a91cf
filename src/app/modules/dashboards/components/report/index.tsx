import type { DashboardComponentView } from '../component-view.js';
import { ReportView } from './ReportView.js';

/** The report: the tags' consolidated values per period (options: tags, level, period). */
export const reportComponent: DashboardComponentView = { Renderer: ReportView };
