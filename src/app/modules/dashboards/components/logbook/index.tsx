import type { DashboardComponentView } from '../component-view.js';
import { LogbookWidget } from './LogbookWidget.js';

/** The logbook: the unit's latest entries, of one group or all (options: max_rows, id_logbook_group). */
export const logbookComponent: DashboardComponentView = { Renderer: LogbookWidget };
