import type { DashboardComponentView } from '../component-view.js';
import { DeviationManagementView } from './DeviationManagementView.js';

/** Deviation management: each tag's deviation from its goal over the period, as diverging bars (options: tags, period). */
export const deviationManagementComponent: DashboardComponentView = { Renderer: DeviationManagementView };
