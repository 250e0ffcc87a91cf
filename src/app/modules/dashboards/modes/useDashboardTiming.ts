import { useResourceOne } from '../../../data/typed-data-provider.js';
import type { DashboardView } from '../../../../domain/navigation/dashboard-views.js';
import { dashboardTiming, type DashboardTiming } from './dashboard-timing.js';

type TimedRecord = { cycle_time?: unknown; refresh_delay?: unknown };

/**
 * The dashboard's cycle time and refresh delay: from the menu's entry when it carries them, else
 * from the dashboard record (readable with the dashboards settings page); the defaults when neither answers.
 */
export function useDashboardTiming(id: number, view: DashboardView | undefined): DashboardTiming {
  const listed = view !== undefined && 'refresh_delay' in view;
  const { data } = useResourceOne('settings/dashboards', { id }, { enabled: Number.isInteger(id) && !listed, retry: false });
  return dashboardTiming((listed ? view : data) as TimedRecord | undefined);
}
