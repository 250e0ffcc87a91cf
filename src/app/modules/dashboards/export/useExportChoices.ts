import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useResourceList } from '../../../data/typed-data-provider.js';
import { useDashboardViews } from '../../../navigation/dashboard-views-store.js';
import type { DashboardType, ExportDashboard, ExportTab } from './export-selection.js';

const all = { page: 1, perPage: 1000 };
const none: never[] = [];

export interface ExportChoices {
  dashboards: ExportDashboard[];
  /** The other dashboards are still being read. */
  loading: boolean;
}

/**
 * The tabs the export dialog offers, grouped by dashboard: this dashboard's first, then those of the
 * other dashboards the user sees in the unit (the menu's list), each with its type; read when `enabled`.
 * A dashboard without tabs is left out; while the others load, or if they cannot be read, only this one is offered.
 */
export function useExportChoices(idVisao: number, title: string, tabs: readonly ExportTab[], enabled: boolean): ExportChoices {
  const translate = useTranslate();
  const views = useDashboardViews();
  const ids = useMemo(() => views.map((view) => view.id_visao), [views]);
  const others = ids.filter((id) => id !== idVisao);
  const types = useResourceList('settings/dashboards', { filter: { id_visao: ids }, pagination: all }, { enabled: enabled && ids.length > 0 });
  const otherTabs = useResourceList(
    'dashboard-tabs',
    { filter: { id_visao: others }, sort: { field: 'tab_order', order: 'ASC' }, pagination: all },
    { enabled: enabled && others.length > 0 },
  );
  const typeRows = types.data ?? none;
  const tabRows = otherTabs.data ?? none;
  const dashboards = useMemo(() => {
    const typeOf = (id: number): DashboardType => typeRows.find((row) => row.id_visao === id)?.dashboard_type ?? 'standard';
    const current: ExportDashboard = { id_visao: idVisao, title, type: typeOf(idVisao), tabs };
    if (!types.data || (others.length > 0 && !otherTabs.data)) return [current];
    const listed = views
      .filter((view) => view.id_visao !== idVisao)
      .map((view) => ({
        id_visao: view.id_visao,
        title: view.vis_descricao?.trim() || translate('menu.dashboardView', { id: view.id_visao, _: `Dashboard #${view.id_visao}` }),
        type: typeOf(view.id_visao),
        tabs: tabRows.filter((tab) => tab.id_visao === view.id_visao),
      }));
    return [current, ...listed.filter((dashboard) => dashboard.tabs.length > 0)];
  }, [idVisao, title, tabs, views, translate, others.length, types.data, otherTabs.data, typeRows, tabRows]);
  return { dashboards, loading: enabled && (types.isLoading || otherTabs.isLoading) };
}
