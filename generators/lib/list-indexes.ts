import { scopeColumns, type EntityModel, type FieldModel } from '../../src/domain/entities/entity-model.js';

/** Kinds the generated list offers a filter for (src/app/resources/field-widgets.tsx). */
const filteredKinds = new Set<FieldModel['kind']>(['boolean', 'flag', 'bit', 'enum', 'ref']);

const isFiltered = (field: FieldModel) => filteredKinds.has(field.kind) && !field.readOnly;

/**
 * The indexes a list of `model` needs, each led by its scope column (the list always asks for one
 * unit, plant or client) and ended by the key (the list's tie-breaker), so the page is read in
 * index order without a sort:
 * - the default sort column (`x-list.sort`) and each searched column (`x-list.search`), which are
 *   the columns a user sorts by;
 * - each filtered column shown in `x-list.columns`, followed by the default sort column, so a
 *   filtered first page and its count read one index range.
 * Duplicates, and the primary key alone, are left out.
 */
export function listIndexes(model: EntityModel): string[][] {
  const scope = model.scope === 'global' ? [] : [scopeColumns[model.scope]];
  const stored = new Map(model.fields.filter((f) => f.kind !== 'refs' && f.kind !== 'objects' && !f.writeOnly).map((f) => [f.name, f]));
  const sort = stored.has(model.list.sort[0]) ? model.list.sort[0] : model.key;
  const tail = (...columns: string[]) => [...new Set([...scope, ...columns, model.key])];
  const sorted = [sort, ...model.list.search].filter((name) => stored.has(name)).map((name) => tail(name));
  const filtered = model.list.columns
    .map((name) => stored.get(name))
    .filter((field): field is FieldModel => field !== undefined && isFiltered(field))
    .map((field) => tail(field.name, sort));
  const unique = new Map([...sorted, ...filtered].map((columns) => [columns.join(','), columns]));
  return [...unique.values()].filter((columns) => !(columns.length === 1 && columns[0] === model.key));
}
