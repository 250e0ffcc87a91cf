import { toUtcTimestamp } from '../../../domain/logbook/utc-timestamp.js';
import type { FieldError, FieldErrors } from '../../../domain/validation/field-errors.js';
import { alertKeys } from './alert-keys.js';
import { fieldErrors, idProblem, idValue, instantValue, isRecord } from './body-fields.js';

export const READ_STATES = ['all', 'read', 'unread'] as const;
export type ReadState = (typeof READ_STATES)[number];
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

/** `GET ALE/queries/movements`, checked. Times as stored: `YYYY-MM-DDTHH:mm:ssZ`. */
export interface MovementsQuery {
  /** Inclusive. */
  from?: string;
  /** Exclusive. */
  to?: string;
  id_grupoalerta?: number;
  read: ReadState;
  page: number;
  perPage: number;
}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

function instantProblem(value: unknown): FieldError | undefined {
  return blank(value) || instantValue(value) !== undefined ? undefined : { key: alertKeys.timestamp };
}

function countProblem(value: unknown, max: number): FieldError | undefined {
  if (blank(value)) return undefined;
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number)) return { key: alertKeys.integer };
  if (number < 1) return { key: alertKeys.minValue, args: { min: 1 } };
  return number > max ? { key: alertKeys.maxValue, args: { max } } : undefined;
}

/**
 * `from` and `to` are ISO instants with Z or an offset (`to` after `from`), `id_grupoalerta` an id,
 * `read` all | read | unread (default all), `page` from 1, `perPage` 1..100 (default 25).
 */
export function parseMovementsQuery(query: unknown): { fields: FieldErrors } | { query: MovementsQuery } {
  const q = isRecord(query) ? query : {};
  const fields = fieldErrors({
    from: instantProblem(q.from),
    to: instantProblem(q.to),
    id_grupoalerta: idProblem(q.id_grupoalerta, false),
    read: blank(q.read) || READ_STATES.includes(q.read as ReadState) ? undefined : { key: alertKeys.oneOf, args: { options: READ_STATES.join(', ') } },
    page: countProblem(q.page, 1_000_000),
    perPage: countProblem(q.perPage, MAX_PER_PAGE),
  });
  if (fields) return { fields };
  const from = blank(q.from) ? undefined : instantValue(q.from)!;
  const to = blank(q.to) ? undefined : instantValue(q.to)!;
  if (from !== undefined && to !== undefined && to <= from) return { fields: { to: { key: alertKeys.endBeforeStart } } };
  const group = idValue(q.id_grupoalerta);
  return {
    query: {
      ...(from === undefined ? {} : { from: toUtcTimestamp(Math.ceil(from / 1000) * 1000) }),
      ...(to === undefined ? {} : { to: toUtcTimestamp(Math.ceil(to / 1000) * 1000) }),
      ...(group === undefined ? {} : { id_grupoalerta: group }),
      read: blank(q.read) ? 'all' : (q.read as ReadState),
      page: blank(q.page) ? 1 : Number(q.page),
      perPage: blank(q.perPage) ? DEFAULT_PER_PAGE : Number(q.perPage),
    },
  };
}
