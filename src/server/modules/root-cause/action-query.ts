/** `GET RCA/queries/actions` and its export: the filters checked as a whole, every bad one named. */
import { ACTION_STATUSES, TIME_STATUSES, type ActionStatus, type TimeStatus } from '../../../domain/root-cause/model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { hasNul, nulCharacterKey } from '../../../domain/validation/nul-character.js';
import { validationFailed } from '../../core/api-error.js';
import { MAX_ID } from './rca-path-id.js';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
const MAX_Q = 200;
const MAX_IDS = 1000;

export interface ActionFilter {
  status?: ActionStatus;
  timeStatus?: TimeStatus;
  mine?: boolean;
  idEffect?: number;
  q?: string;
  ids?: number[];
}

export interface ActionsQuery {
  filter: ActionFilter;
  page: number;
  perPage: number;
}

type Raw = Record<string, unknown>;

const rawOf = (query: unknown): Raw => (query && typeof query === 'object' && !Array.isArray(query) ? (query as Raw) : {});

/** A whole number from `min` to `max` as text; absent or empty is `fallback`. */
function integer(raw: Raw, name: string, min: number, max: number, fields: FieldErrors, fallback?: number): number | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : NaN;
  if (Number.isNaN(number)) fields[name] = { key: 'validation.integer' };
  else if (number < min) fields[name] = { key: 'validation.minValue', args: { min } };
  else if (number > max) fields[name] = { key: 'validation.maxValue', args: { max } };
  else return number;
  return fallback;
}

function oneOf<T extends string>(raw: Raw, name: string, options: readonly T[], fields: FieldErrors): T | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
  fields[name] = { key: 'validation.oneOf', args: { options: options.join(', ') } };
  return undefined;
}

function text(raw: Raw, name: string, fields: FieldErrors): string | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fields[name] = { key: 'validation.type' };
  else if (hasNul(value)) fields[name] = { key: nulCharacterKey };
  else if (value.length > MAX_Q) fields[name] = { key: 'global.labels.maxLengthExceeded', args: { max: MAX_Q } };
  else return value.trim() || undefined;
  return undefined;
}

function idList(raw: Raw, fields: FieldErrors): number[] | undefined {
  const value = raw.ids;
  if (value === undefined || value === '') return undefined;
  const parts = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [];
  const ids = parts.map((part) => (/^[0-9]{1,10}$/.test(part) ? Number(part) : NaN));
  if (ids.length === 0 || ids.some((id) => !(id >= 1 && id <= MAX_ID))) fields.ids = { key: 'validation.invalid' };
  else if (ids.length > MAX_IDS) fields.ids = { key: 'validation.maxItems', args: { max: MAX_IDS } };
  else return [...new Set(ids)];
  return undefined;
}

/** Every filter optional; `page` from 1, `perPage` 1–100 (25); `ids` only where `withIds` (the export). */
export function parseActionsQuery(query: unknown, withIds = false): ActionsQuery {
  const raw = rawOf(query);
  const fields: FieldErrors = {};
  const filter: ActionFilter = {};
  const status = oneOf(raw, 'status', ACTION_STATUSES, fields);
  if (status) filter.status = status;
  const timeStatus = oneOf(raw, 'time_status', TIME_STATUSES, fields);
  if (timeStatus) filter.timeStatus = timeStatus;
  const mine = oneOf(raw, 'mine', ['true', 'false'], fields);
  if (mine === 'true') filter.mine = true;
  const idEffect = integer(raw, 'id_effect', 1, MAX_ID, fields);
  if (idEffect !== undefined) filter.idEffect = idEffect;
  const q = text(raw, 'q', fields);
  if (q) filter.q = q;
  if (withIds) {
    const ids = idList(raw, fields);
    if (ids) filter.ids = ids;
  }
  const page = integer(raw, 'page', 1, 1_000_000, fields, 1)!;
  const perPage = integer(raw, 'perPage', 1, MAX_PER_PAGE, fields, DEFAULT_PER_PAGE)!;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { filter, page, perPage };
}
