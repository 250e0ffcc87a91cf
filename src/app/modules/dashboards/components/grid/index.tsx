import type { DashboardComponentView } from '../component-view.js';
import { GridView } from './GridView.js';

/** The grid: a table of tag values or of an event's latest stops (options: source, tags or event, rows). */
export const gridComponent: DashboardComponentView = { Renderer: GridView };
