import { scopeColumns, serverFills, type EntityModel, type FieldModel, type JunctionModel, type Scope } from '../../src/domain/entities/entity-model.js';
import { fieldKind } from './field-kind.js';
import type { SchemaSource } from './load.js';
import { boundRefLists } from './ref-list-bound.js';

const scopes: readonly Scope[] = ['global', 'client', 'plant', 'element'];
const menuIdPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** Stage 2: turn loaded schemas into entity models; throws with every problem found. */
export function normalise(sources: readonly SchemaSource[]): EntityModel[] {
  const problems: string[] = [];
  const byId = new Map(sources.map((source) => [source.schema.$id as string, source]));
  const models = sources.map((source) => {
    try {
      return toModel(source, byId);
    } catch (error) {
      problems.push(`${source.file}: ${(error as Error).message}`);
      return undefined;
    }
  });
  if (problems.length) throw new Error(problems.join('\n'));
  return sortByReferences(models as EntityModel[]);
}

function toModel(source: SchemaSource, byId: Map<string, SchemaSource>): EntityModel {
  const schema = boundRefLists(source.schema);
  const resource = schema['x-resource'];
  if (typeof schema.$id !== 'string') throw new Error('missing $id');
  if (!resource) throw new Error('missing x-resource');
  for (const required of ['name', 'api', 'key', 'menu', 'scope']) {
    if (!resource[required]) throw new Error(`x-resource.${required} is required`);
  }
  if (!scopes.includes(resource.scope)) throw new Error(`x-resource.scope must be one of ${scopes.join(', ')}`);
  if (!/^[A-Z]+\/entities\/[A-Z_]+$/.test(resource.api)) throw new Error('x-resource.api must be MODULE/entities/ENTITY');
  // No route: a data-only resource (API, data-provider entry and permissions, no pages).
  if (resource.route !== undefined && !/^\/[a-z0-9/-]+$/.test(resource.route)) {
    throw new Error('x-resource.route must be a path like /settings/tags/groups');
  }
  const alsoMenus = resource.alsoMenus ?? [];
  if (!Array.isArray(alsoMenus) || !alsoMenus.every((menu) => typeof menu === 'string' && menuIdPattern.test(menu))) {
    throw new Error('x-resource.alsoMenus must be a list of menu ids like settings.tags.groups');
  }
  const readBy = resource.readBy;
  const readByMenus = Array.isArray(readBy) ? readBy : [];
  if (
    readBy !== undefined &&
    readBy !== 'signed' &&
    !(readByMenus.length && readByMenus.every((menu) => typeof menu === 'string' && menuIdPattern.test(menu)))
  ) {
    throw new Error('x-resource.readBy must be "signed" or a list of menu ids like data-entry.manual-collector');
  }
  const properties: Record<string, any> = schema.properties ?? {};
  if (!properties[resource.key]) throw new Error(`key ${resource.key} is not a property`);
  const scopeColumn = resource.scope === 'global' ? undefined : scopeColumns[resource.scope as Exclude<Scope, 'global'>];
  if (scopeColumn && !properties[scopeColumn]) throw new Error(`scope ${resource.scope} needs a ${scopeColumn} property`);
  const required = new Set<string>(schema.required ?? []);
  const fields = Object.entries(properties).map(([name, property]) =>
    withLabels(toField(name, property, required.has(name), resource.key, scopeColumn, byId), `resources.${resource.name}.fields`),
  );
  const list = schema['x-list'] ?? {};
  const columns: string[] = list.columns ?? fields.filter((f) => !f.writeOnly).map((f) => f.name);
  const sort: [string, 'ASC' | 'DESC'] = list.sort ?? [resource.key, 'ASC'];
  const search: string[] = list.search ?? [];
  for (const column of [...columns, sort[0], ...search]) {
    if (!properties[column]) throw new Error(`x-list names ${column}, which is not a property`);
  }
  if (resource.singleton === true) checkSingleton(properties, scopeColumn);
  const table: string = resource.table ?? resource.name.replace(/-/g, '_');
  const label: string = resource.label ?? resource.key;
  return {
    id: schema.$id,
    name: resource.name,
    api: resource.api,
    table,
    key: resource.key,
    menu: resource.menu,
    ...(alsoMenus.length ? { alsoMenus } : {}),
    ...(resource.route ? { route: resource.route } : {}),
    scope: resource.scope,
    label,
    list: { columns, sort, search },
    fields,
    junctions: junctionsOf(table, resource.key, fields),
    schema,
    ...(resource.journal === true ? { journal: true as const } : {}),
    ...(resource.singleton === true ? { singleton: true as const } : {}),
    ...(readBy === 'signed' ? { readBySignedUsers: true as const } : {}),
    ...(readByMenus.length ? { readAlsoBy: readByMenus } : {}),
  };
}

/** A singleton keeps one row per scope: the scope column must say so (`x-unique: []`), so the database refuses a second. */
function checkSingleton(properties: Record<string, any>, scopeColumn: string | undefined): void {
  if (!scopeColumn) throw new Error('x-resource.singleton needs a client, plant or element scope');
  const unique = properties[scopeColumn]['x-unique'];
  if (!Array.isArray(unique) || unique.length) throw new Error(`x-resource.singleton needs "x-unique": [] on ${scopeColumn}`);
}

function toField(
  name: string,
  property: Record<string, any>,
  required: boolean,
  key: string,
  scopeColumn: string | undefined,
  byId: Map<string, SchemaSource>,
): FieldModel {
  const kind = fieldKind(name, property, key);
  const fill = property['x-fill'];
  if (fill !== undefined && !serverFills.includes(fill)) throw new Error(`property ${name}: x-fill must be one of ${serverFills.join(', ')}`);
  if (fill !== undefined && property.readOnly !== true) throw new Error(`property ${name}: x-fill needs readOnly`);
  const refId: string | undefined = property['x-ref'] ?? property.items?.['x-ref'];
  let ref: string | undefined;
  if (refId) {
    const target = byId.get(refId);
    if (!target) throw new Error(`property ${name}: x-ref ${refId} names no schema`);
    ref = target.schema['x-resource'].name;
  }
  const field: FieldModel = {
    name,
    kind,
    label: '',
    required,
    readOnly: property.readOnly === true,
    writeOnly: property.writeOnly === true,
    scoped: name === scopeColumn,
    ...pick(property, ['maxLength', 'minLength', 'minimum', 'maximum', 'pattern', 'enum', 'default', 'maxItems']),
    ...(ref ? { ref } : {}),
    ...(property['x-unique'] ? { unique: property['x-unique'] } : {}),
    ...(property['x-menu-id'] ? { menuIdChoice: true } : {}),
    ...(fill ? { fill } : {}),
  };
  // A list of plain values (tag ids) has no sub-fields, so its label is its own key.
  if (kind === 'objects' && property.items?.properties) {
    const itemRequired = new Set<string>(property.items?.required ?? []);
    field.items = Object.entries<Record<string, any>>(property.items?.properties ?? {}).map(([itemName, item]) =>
      toField(itemName, item, itemRequired.has(itemName), '', undefined, byId),
    );
  }
  return field;
}

function withLabels(field: FieldModel, prefix: string): FieldModel {
  const path = `${prefix}.${field.name}`;
  if (!field.items) return { ...field, label: path };
  return { ...field, label: `${path}._`, items: field.items.map((item) => withLabels(item, path)) };
}

function pick(source: Record<string, any>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

function junctionsOf(table: string, key: string, fields: FieldModel[]): JunctionModel[] {
  return fields
    .filter((field) => field.kind === 'refs')
    .map((field) => ({
      field: field.name,
      table: `${table}__${field.name}`,
      ownerColumn: key,
      refColumn: 'ref_id',
      refResource: field.ref!,
    }));
}

/** Referenced entities first, so tables and foreign keys can be created in order. */
function sortByReferences(models: EntityModel[]): EntityModel[] {
  const byName = new Map(models.map((model) => [model.name, model]));
  const ordered: EntityModel[] = [];
  const visiting = new Set<string>();
  const visit = (model: EntityModel) => {
    if (ordered.includes(model) || visiting.has(model.name)) return;
    visiting.add(model.name);
    for (const field of model.fields) if (field.ref && field.ref !== model.name) visit(byName.get(field.ref)!);
    ordered.push(model);
  };
  [...models].sort((a, b) => a.name.localeCompare(b.name)).forEach(visit);
  return ordered;
}
