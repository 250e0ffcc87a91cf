import type { EntityModel, FieldModel } from '../../src/domain/entities/entity-model.js';
import type { ColumnDef, ColumnType, TableDef } from '../../src/domain/entities/table-model.js';
import { listIndexes } from '../lib/list-indexes.js';
import { literal, tsModule, type Output } from '../lib/output.js';

const columnTypes: Partial<Record<FieldModel['kind'], ColumnType>> = {
  key: 'integer',
  integer: 'integer',
  bit: 'integer',
  ref: 'integer',
  number: 'real',
  boolean: 'boolean',
  objects: 'json',
};

function columnTypeOf(field: FieldModel): ColumnType {
  if (field.kind === 'enum' && field.enum!.every((value) => typeof value === 'number')) return 'integer';
  return columnTypes[field.kind] ?? 'text';
}

export function tableDefs(models: readonly EntityModel[]): TableDef[] {
  const tableOf = new Map(models.map((model) => [model.name, model]));
  return models.flatMap((model) => [entityTable(model, tableOf), ...junctionTables(model, tableOf)]);
}

function entityTable(model: EntityModel, tableOf: Map<string, EntityModel>): TableDef {
  const stored = model.fields.filter((field) => field.kind !== 'refs');
  const inUniqueSet = new Set(stored.flatMap((f) => (f.unique ? [...f.unique, f.name] : [])));
  const columns = stored.map((field): ColumnDef => {
    const target = field.ref ? tableOf.get(field.ref)! : undefined;
    const type = columnTypeOf(field);
    return {
      name: field.name,
      type,
      notNull: field.kind === 'key' || field.required || field.scoped,
      ...(field.kind === 'key' ? { primaryKey: true, autoIncrement: true } : {}),
      ...(field.maxLength ? { maxLength: field.maxLength } : {}),
      ...(type === 'text' && inUniqueSet.has(field.name) ? { caseInsensitive: true } : {}),
      ...(target ? { references: { table: target.table, column: target.key } } : {}),
    };
  });
  const uniques = stored.filter((f) => f.unique).map((f) => [...f.unique!, f.name]);
  const references = stored.filter((f) => f.ref && !f.unique).map((f) => [f.name]);
  const indexes = [...new Map([...references, ...listIndexes(model)].map((columns) => [columns.join(','), columns])).values()];
  return { name: model.table, columns, uniques, indexes };
}

function junctionTables(model: EntityModel, tableOf: Map<string, EntityModel>): TableDef[] {
  return model.junctions.map((junction) => {
    const target = tableOf.get(junction.refResource)!;
    return {
      name: junction.table,
      columns: [
        {
          name: junction.ownerColumn,
          type: 'integer',
          notNull: true,
          references: { table: model.table, column: model.key, onDelete: 'cascade' },
        },
        { name: junction.refColumn, type: 'integer', notNull: true, references: { table: target.table, column: target.key } },
      ],
      uniques: [[junction.ownerColumn, junction.refColumn]],
      indexes: [[junction.refColumn]],
    };
  });
}

export function emitTables(models: readonly EntityModel[]): Output[] {
  const body = `import type { TableDef } from '../domain/entities/table-model.js';

/** Every table the schemas need, referenced tables first. */
export const tables: readonly TableDef[] = ${literal(tableDefs(models))};
`;
  return [{ path: 'tables.ts', contents: tsModule(body) }];
}
