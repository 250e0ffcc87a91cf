import { sql, type SqlBool } from 'kysely';
import type { EntityModel, FieldModel } from '../../domain/entities/entity-model.js';
import { encodeValue } from '../db/row-codec.js';
import type { Dialect } from '../db/create-database.js';
import { allOf, matchNothing, type Condition } from '../services/access-scope.js';
import { badRequest } from '../services/api-error.js';
import { dateTimeBound, rangeKeyOf } from './range-filter.js';

const invalid = Symbol('invalid');
const int32 = { min: -2_147_483_648, max: 2_147_483_647 };
const integerKinds = new Set(['key', 'ref', 'refs', 'integer', 'bit']);

/** A filter value as the column's type; bad input must be a 400, never a database error. */
function coerce(field: FieldModel, value: unknown): unknown {
  if (value === null) return null;
  if (integerKinds.has(field.kind) || (field.kind === 'enum' && typeof field.enum?.[0] === 'number')) {
    const n = typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value;
    return Number.isInteger(n) && (n as number) >= int32.min && (n as number) <= int32.max ? n : invalid;
  }
  if (field.kind === 'number') {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : invalid;
  }
  if (field.kind === 'boolean') {
    const map = new Map<unknown, boolean>([[true, true], [false, false], ['true', true], ['false', false], [1, true], [0, false]]);
    return map.has(value) ? map.get(value) : invalid;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && !value.includes('\u0000') ? value : invalid;
}

function searchCondition(model: EntityModel, text: unknown, dialect: Dialect): Condition | undefined {
  if (typeof text !== 'string' || text.includes('\u0000')) throw badRequest({ 'filter.q': { key: 'validation.invalid' } });
  if (text.trim() === '') return undefined;
  if (!model.list.search.length) throw badRequest({ 'filter.q': { key: 'validation.unknownField' } });
  const pattern = `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;
  const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const terms = model.list.search.map((name) => {
    const column = sql`cast(${sql.ref(`${model.table}.${name}`)} as text)`;
    return sql<SqlBool>`${column} ${like} ${pattern} escape '\\'`;
  });
  return (eb) => eb.or(terms);
}

function fieldCondition(model: EntityModel, field: FieldModel, values: unknown[], dialect: Dialect): Condition {
  const column = `${model.table}.${field.name}`;
  if (field.kind === 'refs') {
    const junction = model.junctions.find((j) => j.field === field.name)!;
    const ids = values.filter((v) => v !== null);
    if (!ids.length) return matchNothing;
    return (eb) =>
      eb.exists(
        eb
          .selectFrom(`${junction.table} as j`)
          .select(sql.lit(1).as('one'))
          .whereRef(`j.${junction.ownerColumn}`, '=', `${model.table}.${model.key}`)
          .where(`j.${junction.refColumn}`, 'in', ids),
      );
  }
  const encoded = values.filter((v) => v !== null).map((v) => encodeValue(field, v, dialect));
  const withNull = values.includes(null);
  return (eb) =>
    eb.or([
      ...(encoded.length ? [eb(column, 'in', encoded)] : []),
      ...(withNull ? [eb(column, 'is', null)] : []),
    ]);
}

function rangeCondition(model: EntityModel, name: string, value: unknown, dialect: Dialect): Condition | undefined {
  const range = rangeKeyOf(name, model.fields);
  if (!range) return undefined;
  const { field, bound } = range;
  const coerced = field.kind === 'date-time' ? (dateTimeBound(value, bound) ?? invalid) : value === null ? invalid : coerce(field, value);
  if (coerced === invalid) throw badRequest({ [`filter.${name}`]: { key: 'validation.invalid' } });
  const column = `${model.table}.${field.name}`;
  const encoded = encodeValue(field, coerced, dialect);
  return (eb) => eb(column, bound === 'gte' ? '>=' : '<=', encoded);
}

/**
 * ra-data-simple-rest's filter: `q` searches the x-list search fields, `id` is the key, arrays mean IN,
 * `<field>_gte` / `<field>_lte` bound a range (a bare date as a date-time bound covers its whole UTC day).
 */
export function filterCondition(model: EntityModel, filter: Record<string, unknown>, dialect: Dialect): Condition {
  const conditions: Condition[] = [];
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'q') {
      const search = searchCondition(model, value, dialect);
      if (search) conditions.push(search);
      continue;
    }
    const field = model.fields.find((f) => f.name === (name === 'id' ? model.key : name));
    const range = field ? undefined : rangeCondition(model, name, value, dialect);
    if (range) {
      conditions.push(range);
      continue;
    }
    if (!field || field.writeOnly || field.kind === 'objects') throw badRequest({ [`filter.${name}`]: { key: 'validation.unknownField' } });
    const values = (Array.isArray(value) ? value : [value]).map((v) => coerce(field, v));
    if (values.includes(invalid)) throw badRequest({ [`filter.${name}`]: { key: 'validation.invalid' } });
    conditions.push(fieldCondition(model, field, values, dialect));
  }
  return allOf(conditions);
}
