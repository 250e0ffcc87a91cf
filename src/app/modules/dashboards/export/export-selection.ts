import type { RecordOf } from '../../../data/typed-data-provider.js';

export type DashboardType = NonNullable<RecordOf<'settings/dashboards'>['dashboard_type']>;
export type ExportTab = RecordOf<'dashboard-tabs'>;

/** A dashboard the dialog offers, with its tabs in their order. */
export interface ExportDashboard {
  id_visao: number;
  title: string;
  type: DashboardType;
  tabs: readonly ExportTab[];
}

/** One page of the PDF: a tab and the dashboard it belongs to. */
export interface ExportItem {
  dashboard: ExportDashboard;
  tab: ExportTab;
}

/** The chosen tabs in the dialog's order (dashboards as listed, each tab in its order): the PDF's pages. */
export function selectedItems(dashboards: readonly ExportDashboard[], chosen: ReadonlySet<number>): ExportItem[] {
  return dashboards.flatMap((dashboard) => dashboard.tabs.filter((tab) => chosen.has(tab.id_tab!)).map((tab) => ({ dashboard, tab })));
}

/** Business modules §5: "Tabs selected for export must share one type" (the type of their dashboards). */
export function sharesOneType(items: readonly ExportItem[]): boolean {
  return new Set(items.map((item) => item.dashboard.type)).size <= 1;
}

/** Why Export is refused, as a message key, or undefined when the selection may be exported. */
export function selectionRefusal(items: readonly ExportItem[]): string | undefined {
  return sharesOneType(items) ? undefined : 'dashboards.errors.exportMixedTypes';
}
