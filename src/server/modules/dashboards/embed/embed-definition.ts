import type { Db } from '../../../db/create-database.js';
import { decodeRow, readableColumns } from '../../../db/row-codec.js';
import { notFound } from '../../../core/api-error.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';
import type { EntityModel } from '../../../../domain/entities/entity-model.js';
import type { EmbedBinding } from '../../tokens/token-repository.js';

type Row = Record<string, unknown>;

/** What a link's page draws: the dashboard's look and timing, its tabs and their widgets, the unit and its period (its clock). */
export interface EmbedDefinition {
  kind: EmbedBinding['kind'];
  id_elemento: number;
  id_widget: number | null;
  view: Row;
  period: Row | null;
  tabs: Row[];
  widgets: Row[];
}

/** The dashboard fields a link's page uses: never who sees it (`users`, `groups`) or its editing limits. */
const viewFields = [
  'id_visao',
  'vis_descricao',
  'dashboard_type',
  'cycle_time',
  'refresh_delay',
  'auto_load',
  'goal_tolerance',
  'background_color',
  'font_color',
];

function modelOf(catalog: ModelCatalog, name: string): EntityModel {
  const model = catalog.get(name);
  if (!model) throw notFound();
  return model;
}

const pick = (row: Row, fields: readonly string[]): Row => Object.fromEntries(fields.filter((field) => field in row).map((field) => [field, row[field]]));

const isManagerOnly = (row: Row) => row.manager_only === true;

/**
 * The definition of a bound token's dashboard (`GET GDV/queries/embed`): a TV link gets every tab, an iframe
 * export its tab, a widget export that tab with its one widget. Manager-only widgets are never in it: the token
 * is no dashboard manager (token-rules.ts), so tab-data would not answer them either.
 */
export async function readEmbedDefinition(db: Db, catalog: ModelCatalog, binding: EmbedBinding): Promise<EmbedDefinition> {
  const [views, tabs, widgets, periods] = ['dashboard-views', 'dashboard-tabs', 'dashboard-widgets', 'periods'].map((name) => modelOf(catalog, name)) as [
    EntityModel,
    EntityModel,
    EntityModel,
    EntityModel,
  ];
  const viewRow = await db.selectFrom(views.table).select(readableColumns(views)).where(views.key, '=', binding.viewId).executeTakeFirst();
  if (!viewRow) throw notFound();
  const tabRows = await db
    .selectFrom(tabs.table)
    .select(readableColumns(tabs))
    .where('id_visao', '=', binding.viewId)
    .$if(binding.tabId !== null, (query) => query.where(tabs.key, '=', binding.tabId))
    .orderBy('tab_order')
    .orderBy(tabs.key)
    .execute();
  const tabIds = tabRows.map((row) => Number(row[tabs.key]));
  const widgetRows = tabIds.length
    ? await db
        .selectFrom(widgets.table)
        .select(readableColumns(widgets))
        .where('id_tab', 'in', tabIds)
        .$if(binding.widgetId !== null, (query) => query.where(widgets.key, '=', binding.widgetId))
        .orderBy(widgets.key)
        .execute()
    : [];
  const periodRow = await db.selectFrom(periods.table).select(readableColumns(periods)).where('id_elemento', '=', binding.unitId).executeTakeFirst();
  return {
    kind: binding.kind,
    id_elemento: binding.unitId,
    id_widget: binding.widgetId,
    view: pick(decodeRow(views, viewRow), viewFields),
    period: periodRow ? decodeRow(periods, periodRow) : null,
    tabs: tabRows.map((row) => decodeRow(tabs, row)),
    widgets: widgetRows.map((row) => decodeRow(widgets, row)).filter((widget) => !isManagerOnly(widget)),
  };
}
