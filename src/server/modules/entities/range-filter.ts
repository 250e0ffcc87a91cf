import type { FieldModel } from '../../../domain/entities/entity-model.js';

/** `field_gte` / `field_lte` filter keys: a range bound on one field (dates, numbers, texts). */
export type RangeBound = 'gte' | 'lte';

const rangeKey = /^(.+)_(gte|lte)$/;
const rangeKinds = new Set(['key', 'integer', 'number', 'date', 'date-time', 'hour-minute', 'string', 'ref', 'enum']);
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** The field and bound a filter key names, when it is a range key of a field that has an order. */
export function rangeKeyOf(name: string, fields: readonly FieldModel[]): { field: FieldModel; bound: RangeBound } | undefined {
  const match = rangeKey.exec(name);
  if (!match) return undefined;
  const field = fields.find((f) => f.name === match[1]);
  if (!field || field.writeOnly || !rangeKinds.has(field.kind)) return undefined;
  return { field, bound: match[2] as RangeBound };
}

/**
 * A date-time bound as stored (ISO UTC, so text order is time order). A bare date covers its whole
 * UTC day: `_gte` from 00:00, `_lte` to the last millisecond. Undefined when it is not a time.
 */
export function dateTimeBound(value: unknown, bound: RangeBound): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = dateOnly.test(value) ? `${value}T${bound === 'gte' ? '00:00:00.000' : '23:59:59.999'}Z` : value;
  const time = Date.parse(text);
  return Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}T/.test(text) ? undefined : new Date(time).toISOString();
}
