import type { DashboardComponentView } from '../component-view.js';
import { GoalManagementView } from './GoalManagementView.js';

/** Goal management: each tag's attainment of its goal per hour, shift, day, week or month (options: tags, level, period). */
export const goalManagementComponent: DashboardComponentView = { Renderer: GoalManagementView };
