import { useResourceList } from '../../data/typed-data-provider.js';

const all = { page: 1, perPage: 100 };

/** The tabs of dashboard `id_visao`, in their order. */
export function useDashboardTabs(idVisao: number) {
  return useResourceList(
    'dashboard-tabs',
    { filter: { id_visao: idVisao }, sort: { field: 'tab_order', order: 'ASC' }, pagination: all },
    { enabled: Number.isInteger(idVisao) },
  );
}

/** The widgets of one tab, oldest first. */
export function useTabWidgets(idTab: number | undefined) {
  return useResourceList(
    'dashboard-widgets',
    { filter: { id_tab: idTab }, sort: { field: 'id_widget', order: 'ASC' }, pagination: all },
    { enabled: idTab !== undefined },
  );
}
