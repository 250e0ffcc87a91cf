import { sql, type SqlBool } from 'kysely';
import type { EntityModel, FieldModel } from '../../../domain/entities/entity-model.js';
import { encodeValue } from '../../db/row-codec.js';
import type { Dialect } from '../../db/create-database.js';
import { allOf, matchNothing, type Condition } from '../access/access-scope.js';
import { badRequest } from '../../core/api-error.js';
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
    const map = new Map<unknown, boolean>([
      [true, true],
      [false, false],
      ['true', true],
      ['false', false],
      [1, true],
      [0, false],
    ]);
    return map.has(value) ? map.get(value) : invalid;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && !value.includes('\u0000') ? value : invalid;
}

/** A part of the filter: its SQL condition and, where the SQL text depends only on it, that text's shape and bound values. */
interface FilterPart {
  condition: Condition;
  shape?: { key: string; params: unknown[] };
}

function searchPart(model: EntityModel, text: unknown, dialect: Dialect): FilterPart | undefined {
  if (typeof text !== 'string' || text.includes('\u0000')) throw badRequest({ 'filter.q': { key: 'validation.invalid' } });
  if (text.trim() === '') return undefined;
  if (!model.list.search.length) throw badRequest({ 'filter.q': { key: 'validation.unknownField' } });
  const pattern = `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;
  const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const terms = model.list.search.map((name) => {
    const column = sql`cast(${sql.ref(`${model.table}.${name}`)} as text)`;
    return sql<SqlBool>`${column} ${like} ${pattern} escape '\\'`;
  });
  return { condition: (eb) => eb.or(terms), shape: { key: 'q', params: model.list.search.map(() => pattern) } };
}

function fieldPart(model: EntityModel, field: FieldModel, values: unknown[], dialect: Dialect): FilterPart {
  const column = `${model.table}.${field.name}`;
  if (field.kind === 'refs') {
    const junction = model.junctions.find((j) => j.field === field.name)!;
    const ids = values.filter((v) => v !== null);
    if (!ids.length) return { condition: matchNothing };
    return {
      condition: (eb) =>
        eb.exists(
          eb
            .selectFrom(`${junction.table} as j`)
            .select(sql.lit(1).as('one'))
            .whereRef(`j.${junction.ownerColumn}`, '=', `${model.table}.${model.key}`)
            .where(`j.${junction.refColumn}`, 'in', ids),
        ),
    };
  }
  const encoded = values.filter((v) => v !== null).map((v) => encodeValue(field, v, dialect));
  const withNull = values.includes(null);
  return {
    condition: (eb) => eb.or([...(encoded.length ? [eb(column, 'in', encoded)] : []), ...(withNull ? [eb(column, 'is', null)] : [])]),
    shape: { key: `${field.name}:${encoded.length}${withNull ? ':null' : ''}`, params: encoded },
  };
}

function rangePart(model: EntityModel, name: string, value: unknown, dialect: Dialect): FilterPart | undefined {
  const range = rangeKeyOf(name, model.fields);
  if (!range) return undefined;
  const { field, bound } = range;
  const coerced = field.kind === 'date-time' ? (dateTimeBound(value, bound) ?? invalid) : value === null ? invalid : coerce(field, value);
  if (coerced === invalid) throw badRequest({ [`filter.${name}`]: { key: 'validation.invalid' } });
  const column = `${model.table}.${field.name}`;
  const encoded = encodeValue(field, coerced, dialect);
  return { condition: (eb) => eb(column, bound === 'gte' ? '>=' : '<=', encoded) };
}

/**
 * ra-data-simple-rest's filter: `q` searches the x-list search fields, `id` is the key, arrays mean IN,
 * `<field>_gte` / `<field>_lte` bound a range (a bare date as a date-time bound covers its whole UTC day).
 * With the condition comes its shape (same key, same SQL text) and the values it binds in order, from the
 * same pass, so a page query compiled once per shape (entity-reads.ts) cannot drift from the condition;
 * no shape when a part's SQL text depends on more than its key (a range, a refs field).
 */
export function filterRule(
  model: EntityModel,
  filter: Record<string, unknown>,
  dialect: Dialect,
): { condition: Condition; shape?: { key: string; params: unknown[] } } {
  const parts: FilterPart[] = [];
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'q') {
      const search = searchPart(model, value, dialect);
      if (search) parts.push(search);
      continue;
    }
    const field = model.fields.find((f) => f.name === (name === 'id' ? model.key : name));
    const range = field ? undefined : rangePart(model, name, value, dialect);
    if (range) {
      parts.push(range);
      continue;
    }
    if (!field || field.writeOnly || field.kind === 'objects') throw badRequest({ [`filter.${name}`]: { key: 'validation.unknownField' } });
    const values = (Array.isArray(value) ? value : [value]).map((v) => coerce(field, v));
    if (values.includes(invalid)) throw badRequest({ [`filter.${name}`]: { key: 'validation.invalid' } });
    parts.push(fieldPart(model, field, values, dialect));
  }
  const condition = allOf(parts.map((part) => part.condition));
  if (!parts.every((part) => part.shape)) return { condition };
  return { condition, shape: { key: parts.map((part) => part.shape!.key).join('\u0000'), params: parts.flatMap((part) => part.shape!.params) } };
}

export function filterCondition(model: EntityModel, filter: Record<string, unknown>, dialect: Dialect): Condition {
  return filterRule(model, filter, dialect).condition;
}
