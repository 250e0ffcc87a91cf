import type { DashboardComponentView } from '../component-view.js';
import { ExceptionManagementView } from './ExceptionManagementView.js';

/** Exception management: the tags out of limits now (options: tags, or all with limits; rows shown). */
export const exceptionManagementComponent: DashboardComponentView = { Renderer: ExceptionManagementView };
