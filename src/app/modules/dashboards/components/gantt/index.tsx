import type { DashboardComponentView } from '../component-view.js';
import { GanttWidget } from './GanttWidget.js';

/** The gantt: the stops of up to ten events over the period, one row each (options: frames, period). */
export const ganttComponent: DashboardComponentView = { Renderer: GanttWidget };
