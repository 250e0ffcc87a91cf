import type { DashboardComponentView } from '../component-view.js';
import { PerformanceCardView } from './PerformanceCardView.js';

/** The performance card: OEE and its three factors (options: the event and the period). */
export const performanceCardComponent: DashboardComponentView = { Renderer: PerformanceCardView };
