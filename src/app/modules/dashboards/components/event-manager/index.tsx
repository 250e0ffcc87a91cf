import type { DashboardComponentView } from '../component-view.js';
import { EventManagerWidget } from './EventManagerWidget.js';

/** The event manager: an event's latest stops and those still needing a motive (options: event, max_rows, only_open). */
export const eventManagerComponent: DashboardComponentView = { Renderer: EventManagerWidget };
