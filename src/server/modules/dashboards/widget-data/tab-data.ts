import type { FastifyBaseLogger } from 'fastify';
import { optionReferences } from '../../../../domain/dashboards/components/component-references.js';
import { isComponentType } from '../../../../domain/dashboards/components/component-types.js';
import type { Db, Dialect } from '../../../db/create-database.js';
import { ApiError } from '../../../core/api-error.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';
import type { RequestAccess } from '../../../fastify-types.js';
import { periodOfRow } from '../../series/tag-period.js';
import { managesDashboards, visibleTab } from '../tab-access.js';
import { widgetDataProviders } from './index.js';
import { TabReads } from './tab-reads.js';
import type { WidgetDataContext } from './widget-data-context.js';
import { checkWidgetOptions } from '../widgets/widget-options.js';

export interface TabDataRequest {
  id_tab: number;
  /** The widgets on screen and their frames' widths in CSS pixels; all of the tab's when absent. */
  widgets?: { id_widget: number; width: number }[];
}

export interface WidgetDataAnswer {
  id_widget: number;
  component: string;
  data: unknown;
  /** Why this widget has no data (an i18n key and its arguments); the other widgets still answer. */
  error?: { key: string; args?: Record<string, unknown> };
}

const DEFAULT_WIDTH_PX = 600;

/**
 * The data of a tab's widgets in one request: each widget's component reads what its options name over its
 * period, reduced on the server to the widget's pixel width. A widget that fails answers its error; the
 * others still answer. Manager-only widgets answer only to who manages dashboards.
 */
export async function readTabData(
  deps: { db: Db; dialect: Dialect; catalog: ModelCatalog; log: FastifyBaseLogger },
  access: RequestAccess,
  request: TabDataRequest,
  nowMs = Date.now(),
): Promise<{ data: WidgetDataAnswer[]; generated_at: string }> {
  const { db, dialect, catalog, log } = deps;
  const tab = await visibleTab(db, catalog, access, request.id_tab);
  const unit = access.unit!;
  const rows = await db
    .selectFrom('dashboard_widget')
    .select(['id_widget', 'component', 'options', 'manager_only'])
    .where('id_tab', '=', tab.id_tab)
    .orderBy('id_widget')
    .execute();
  const mayManage = managesDashboards(access);
  const widths = new Map((request.widgets ?? []).map((widget) => [widget.id_widget, widget.width]));
  const periodRow = await db.selectFrom('periodo').selectAll().where('id_elemento', '=', unit.id_elemento).executeTakeFirst();
  const shown = rows.filter(
    (row) => (!request.widgets || widths.has(Number(row.id_widget))) && (mayManage || !(row.manager_only === true || row.manager_only === 1)),
  );
  const widgets = shown.map((row) => {
    const component = String(row.component ?? 'empty');
    return { id_widget: Number(row.id_widget), component, options: isComponentType(component) ? checkWidgetOptions(component, row.options).options : null };
  });
  // Every tag the shown widgets name, so their labels, records and goals are read once for the whole tab.
  const tabTagIds = widgets.flatMap((widget) => optionReferences(widget.options).tags.map((ref) => ref.id));
  const base = {
    db,
    dialect,
    catalog,
    unit: unit.id_elemento,
    plant: unit.plt_codigo,
    clientId: unit.cli_codigo,
    period: periodOfRow(periodRow),
    nowMs,
    goalTolerance: tab.goal_tolerance,
    reads: new TabReads(db, catalog, unit.plt_codigo, tabTagIds),
  };
  const answers: WidgetDataAnswer[] = [];
  for (const { id_widget, component, options } of widgets) {
    if (!isComponentType(component) || !options) {
      answers.push({ id_widget, component, data: null });
      continue;
    }
    const ctx: WidgetDataContext = { ...base, widthPx: widths.get(id_widget) ?? DEFAULT_WIDTH_PX };
    try {
      answers.push({ id_widget, component, data: await widgetDataProviders[component](ctx, options) });
    } catch (error) {
      if (error instanceof ApiError)
        answers.push({ id_widget, component, data: null, error: { key: error.message, ...(error.details ? { args: error.details } : {}) } });
      else {
        log.error({ err: error, id_widget, component }, 'dashboard widget data failed');
        answers.push({ id_widget, component, data: null, error: { key: 'dashboards.errors.widgetData' } });
      }
    }
  }
  return { data: answers, generated_at: new Date(nowMs).toISOString() };
}
