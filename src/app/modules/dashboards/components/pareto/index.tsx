import type { DashboardComponentView } from '../component-view.js';
import { ParetoWidget } from './ParetoWidget.js';

/** The pareto: an event's stop time (or stops) per motive with the cumulative share (options: event, period, measure, max_bars). */
export const paretoComponent: DashboardComponentView = { Renderer: ParetoWidget };
