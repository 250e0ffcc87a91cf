import type { DashboardComponentView } from '../component-view.js';
import { PieView } from './PieView.js';

/** The pie: an event's stop time per motive, group or loss category, or the split of tags' period values (options: source and its fields). */
export const pieComponent: DashboardComponentView = { Renderer: PieView };
