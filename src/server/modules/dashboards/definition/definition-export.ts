import type { DashboardDefinition } from '../../../../generated/api-types.js';
import type { EntityModel } from '../../../../domain/entities/entity-model.js';
import { forbidden, notFound } from '../../../core/api-error.js';
import { decodeRow } from '../../../db/row-codec.js';
import type { RequestAccess } from '../../../fastify-types.js';
import { getEntity, type EntityDeps } from '../../entities/entity-service.js';
import { imageClientOf } from '../images/image-client.js';
import type { DefinitionDeps } from './definition-deps.js';
import { definitionTabFields, definitionViewFields, pickFields } from './definition-fields.js';
import { carriedPictures } from './definition-picture-export.js';
import { referencedIds } from './definition-references.js';
import { readsEveryDashboard } from '../tab-access.js';

type Tab = DashboardDefinition['tabs'][number];
type Widget = Tab['widgets'][number];

function modelOf(deps: EntityDeps, name: string): EntityModel {
  const model = deps.catalog.get(name);
  if (!model) throw notFound();
  return model;
}

/** `{ "<id>": "<code>" }` of the rows of `table` with those ids, within the scope column's value. */
async function codesOf(deps: EntityDeps, table: string, key: string, scopeColumn: string, scope: number, ids: number[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await deps.database.db.selectFrom(table).select([key, 'code']).where(key, 'in', ids).where(scopeColumn, '=', scope).execute();
  return Object.fromEntries(rows.map((row) => [String((row as Record<string, unknown>)[key]), String((row as Record<string, unknown>).code)]));
}

/**
 * `GET GDV/queries/export-dashboard/{id_visao}`: a dashboard of the unit as a definition file, for those who read the
 * dashboards settings page (it holds the manager-only widgets too): its settings, its tabs in their order with their
 * own content and widgets, the codes of the tags (of the plant) and events (of the unit) they name, and the pictures
 * they name with their bytes (definition-picture-export.ts).
 */
export async function exportDefinition(deps: DefinitionDeps, access: RequestAccess, id_visao: number): Promise<DashboardDefinition> {
  if (!readsEveryDashboard(access)) throw forbidden();
  if (!access.unit) throw notFound();
  const views = modelOf(deps, 'dashboard-views');
  const tabModel = modelOf(deps, 'dashboard-tabs');
  const widgetModel = modelOf(deps, 'dashboard-widgets');
  const view = await getEntity(deps, views, access, id_visao);
  const { db } = deps.database;
  const tabs = (await db.selectFrom(tabModel.table).selectAll().where('id_visao', '=', id_visao).orderBy('tab_order').orderBy('id_tab').execute()).map((row) =>
    decodeRow(tabModel, row as Record<string, unknown>),
  );
  const tabIds = tabs.map((tab) => Number(tab.id_tab));
  const widgets = tabIds.length
    ? (await db.selectFrom(widgetModel.table).selectAll().where('id_tab', 'in', tabIds).orderBy('id_widget').execute()).map((row) =>
        decodeRow(widgetModel, row as Record<string, unknown>),
      )
    : [];
  const tabContents = tabs.map((tab) => pickFields(tab, definitionTabFields));
  // A tab's own content may name tags too (an HMI picture's points): the same naming rule, the same code map.
  const refs = referencedIds([...widgets.map((widget) => widget.options), ...tabContents]);
  const tagTable = deps.catalog.get('tags')?.table ?? 'tags';
  const frameTable = deps.catalog.get('frames')?.table ?? 'frames';
  const definitionTabs: Tab[] = tabs.map((tab, index) => ({
    ...(tabContents[index] as Omit<Tab, 'widgets'>),
    widgets: widgets
      .filter((widget) => Number(widget.id_tab) === Number(tab.id_tab))
      .map((widget) => ({
        title: String(widget.title),
        component: String(widget.component ?? 'empty'),
        options: (widget.options ?? {}) as Record<string, unknown>,
        manager_only: widget.manager_only === true,
        layout: (widget.layout ?? []) as Widget['layout'],
      })),
  }));
  return {
    format: 'plant-dashboard',
    version: 1,
    dashboard: pickFields(view, definitionViewFields),
    tabs: definitionTabs,
    tag_codes: await codesOf(deps, tagTable, 'id_tag', 'plt_codigo', access.unit.plt_codigo, refs.tags),
    frame_codes: await codesOf(deps, frameTable, 'id_frame', 'id_elemento', access.unit.id_elemento, refs.frames),
    pictures: await carriedPictures(deps.uploadDir, imageClientOf(access), definitionTabs),
  };
}
