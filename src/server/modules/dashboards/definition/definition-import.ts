import type { DashboardDefinition, ImportedDashboard } from '../../../../generated/api-types.js';
import type { EntityModel } from '../../../../domain/entities/entity-model.js';
import type { FieldErrors } from '../../../../domain/validation/field-errors.js';
import { ApiError, forbidden, notFound, validationFailed } from '../../../core/api-error.js';
import type { GuardedTx } from '../../../db/guarded-write.js';
import type { RequestAccess } from '../../../fastify-types.js';
import { mayAct } from '../../access/permissions.js';
import { guardedCreate, insertPrepared, prepareCreate, type EntityDeps } from '../../entities/entity-service.js';
import { imageClientOf } from '../images/image-client.js';
import { removeDashboardImages } from '../images/dashboard-image-store.js';
import { managesDashboards } from '../tab-access.js';
import type { DefinitionDeps } from './definition-deps.js';
import { definitionTabFields, pickFields } from './definition-fields.js';
import { storeCarriedPictures } from './definition-picture-import.js';
import { tabsWithPicturesRenamed } from './definition-pictures.js';
import { codesById, referencedIds, remapReferences, type ReferenceMaps } from './definition-references.js';

export const importWidgetsKey = 'dashboards.errors.importWidgets';

type DefinitionWidget = DashboardDefinition['tabs'][number]['widgets'][number];

function modelOf(deps: EntityDeps, name: string): EntityModel {
  const model = deps.catalog.get(name);
  if (!model) throw notFound();
  return model;
}

const definedOnly = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

const prefixed = (prefix: string, fields: FieldErrors | undefined): FieldErrors =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([path, problem]) => [path === '_' ? prefix.slice(0, -1) : `${prefix}${path}`, problem]));

/** A record's refusal as the import's, its field paths under where the record sits in the file (`tabs.0.`). */
function refusedAt(prefix: string, error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  const fields = error.fields
    ? prefixed(prefix, error.fields)
    : { [prefix.slice(0, -1)]: { key: error.message, ...(error.details ? { args: error.details } : {}) } };
  throw validationFailed(fields);
}

/** This plant's ids of the file's tags and events, through their codes (`tag_codes`, `frame_codes`). */
async function referenceMaps(tx: GuardedTx, deps: EntityDeps, access: RequestAccess, definition: DashboardDefinition): Promise<ReferenceMaps> {
  const unit = access.unit!;
  const used = referencedIds(definition.tabs.flatMap((tab) => [pickFields(tab, definitionTabFields), ...tab.widgets.map((widget) => widget.options)]));
  const lookup = async (ids: number[], codes: Map<number, string>, table: string, key: string, scopeColumn: string, scope: number) => {
    const wanted = ids.flatMap((id) => (codes.has(id) ? [codes.get(id)!] : []));
    const rows = wanted.length ? await tx.db.selectFrom(table).select([key, 'code']).where('code', 'in', wanted).where(scopeColumn, '=', scope).execute() : [];
    const byCode = new Map(rows.map((row) => [String((row as Record<string, unknown>).code), Number((row as Record<string, unknown>)[key])]));
    return new Map(ids.flatMap((id) => (byCode.has(codes.get(id)!) ? [[id, byCode.get(codes.get(id)!)!] as const] : [])));
  };
  return {
    tags: await lookup(used.tags, codesById(definition.tag_codes), deps.catalog.get('tags')?.table ?? 'tags', 'id_tag', 'plt_codigo', unit.plt_codigo),
    frames: await lookup(
      used.frames,
      codesById(definition.frame_codes),
      deps.catalog.get('frames')?.table ?? 'frames',
      'id_frame',
      'id_elemento',
      unit.id_elemento,
    ),
  };
}

/** A widget of the file checked as any widget create (options, references, caps), with this plant's ids; else the import's error naming it. */
async function widgetRecord(tx: GuardedTx, deps: EntityDeps, access: RequestAccess, model: EntityModel, place: WidgetPlace, widget: DefinitionWidget) {
  const prefix = `tabs.${place.tab}.widgets.${place.widget}.`;
  const mapped = remapReferences(widget.options ?? {}, place.maps);
  const refuse = (fields: FieldErrors): never => {
    throw new ApiError(400, 'IMPORT_WIDGETS', importWidgetsKey, fields, { tab: place.tabName, widget: widget.title });
  };
  if (mapped.missing.length) refuse(Object.fromEntries(mapped.missing.map((path) => [`${prefix}options.${path}`, { key: 'validation.referenceNotFound' }])));
  const body = definedOnly({
    id_tab: place.id_tab,
    title: widget.title,
    component: widget.component,
    options: mapped.options,
    manager_only: widget.manager_only,
    layout: widget.layout,
  });
  try {
    return await prepareCreate(deps, tx, model, access, body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refuse(
      error.fields ? prefixed(prefix, error.fields) : { [prefix.slice(0, -1)]: { key: error.message, ...(error.details ? { args: error.details } : {}) } },
    );
  }
}

interface WidgetPlace {
  tab: number;
  widget: number;
  tabName: string;
  id_tab: number;
  maps: ReferenceMaps;
}

/**
 * `POST GDV/actions/import-dashboard`: a definition file becomes a new dashboard of the current unit, with its tabs
 * and widgets, in one transaction: every record passes the same checks as when made by hand (the widget's options,
 * the tags and events it names, the caps), tags and events found by their codes in this plant. The first refused
 * widget refuses the whole import: 400 `dashboards.errors.importWidgets` with `{tab, widget}`, its problems under
 * `tabs.<i>.widgets.<j>.…`; nothing is created. The pictures the file carries are stored first, as uploads (so only
 * who may upload them), and the tabs and widgets name their new ids; a refused picture refuses the import before any
 * record is written, and a refused import removes the pictures it stored.
 */
export async function importDefinition(deps: DefinitionDeps, access: RequestAccess, file: DashboardDefinition): Promise<ImportedDashboard> {
  const views = modelOf(deps, 'dashboard-views');
  const tabs = modelOf(deps, 'dashboard-tabs');
  const widgets = modelOf(deps, 'dashboard-widgets');
  if (![views, tabs, widgets].every((model) => mayAct(access, model, 'create'))) throw forbidden();
  if (!access.unit) throw forbidden();
  if (file.pictures?.length && !managesDashboards(access)) throw forbidden();
  const clientId = imageClientOf(access);
  const renames = await storeCarriedPictures(deps.uploadDir, clientId, file);
  const definition = { ...file, tabs: tabsWithPicturesRenamed(file.tabs, renames) };
  return createDashboard(deps, access, definition, { views, tabs, widgets }).catch(async (error: unknown) => {
    await removeDashboardImages(deps.uploadDir, clientId, [...renames.values()]);
    throw error;
  });
}

/** The dashboard, its tabs and its widgets in one guarded transaction: all of them, or none. */
function createDashboard(
  deps: EntityDeps,
  access: RequestAccess,
  definition: DashboardDefinition,
  { views, tabs, widgets }: Record<'views' | 'tabs' | 'widgets', EntityModel>,
): Promise<ImportedDashboard> {
  return guardedCreate(deps, views, async (tx) => {
    const maps = await referenceMaps(tx, deps, access, definition);
    const view = await prepareCreate(deps, tx, views, access, definition.dashboard).catch((error: unknown) => refusedAt('dashboard.', error));
    const [created] = await insertPrepared(tx, views, [view]);
    const id_visao = Number(created!.id_visao);
    let widgetCount = 0;
    for (const [index, tab] of definition.tabs.entries()) {
      const content = remapReferences(pickFields(tab, definitionTabFields), maps);
      if (content.missing.length)
        throw validationFailed(Object.fromEntries(content.missing.map((path) => [`tabs.${index}.${path}`, { key: 'validation.referenceNotFound' }])));
      const body = { tab_order: index, ...content.options, id_visao };
      const prepared = await prepareCreate(deps, tx, tabs, access, body).catch((error: unknown) => refusedAt(`tabs.${index}.`, error));
      const [tabRecord] = await insertPrepared(tx, tabs, [prepared]);
      const id_tab = Number(tabRecord!.id_tab);
      for (const [position, widget] of tab.widgets.entries()) {
        const place = { tab: index, widget: position, tabName: tab.description, id_tab, maps };
        await insertPrepared(tx, widgets, [await widgetRecord(tx, deps, access, widgets, place, widget)]);
        widgetCount += 1;
      }
    }
    return { id_visao, tabs: definition.tabs.length, widgets: widgetCount };
  });
}
