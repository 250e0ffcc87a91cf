/** `GET SPC/queries/violations?id_card&status&rule&from&to&page&perPage`, checked as a whole: every bad field is named. */
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import { parseIsoInstant } from '../series/read-params.js';
import { fromQuery, integerField, type Raw } from './param-fields.js';
import type { ViolationFilter, ViolationStatus } from './violation-repository.js';

export const VIOLATION_STATUSES: readonly ViolationStatus[] = ['open', 'treated'];
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
const MAX_ID = 2_147_483_647;

export interface ViolationsQuery {
  filter: Omit<ViolationFilter, 'unit'>;
  page: number;
  perPage: number;
}

function instant(raw: Raw, name: 'from' | 'to', fields: FieldErrors): number | undefined {
  const value = raw[name];
  if (value === undefined || value === null) return undefined;
  const at = typeof value === 'string' ? parseIsoInstant(value) : NaN;
  if (Number.isNaN(at)) fields[name] = { key: 'series.errors.dateTime' };
  return at;
}

/** Every filter optional; `from` inclusive and `to` exclusive on the point's time; `page` from 1, `perPage` 1–100 (25). */
export function parseViolationsQuery(query: unknown): ViolationsQuery {
  const raw = fromQuery(query);
  const fields: FieldErrors = {};
  const filter: ViolationsQuery['filter'] = {};
  if (raw.id_card !== undefined) filter.idCard = integerField(raw, 'id_card', 1, MAX_ID, fields);
  if (raw.rule !== undefined) filter.rule = integerField(raw, 'rule', 0, 8, fields);
  if (raw.status !== undefined) {
    if (VIOLATION_STATUSES.includes(raw.status as ViolationStatus)) filter.status = raw.status as ViolationStatus;
    else fields.status = { key: 'validation.oneOf', args: { options: VIOLATION_STATUSES.join(', ') } };
  }
  const from = instant(raw, 'from', fields);
  const to = instant(raw, 'to', fields);
  if (from !== undefined && !fields.from) filter.from = from;
  if (to !== undefined && !fields.to) filter.to = to;
  if (filter.from !== undefined && filter.to !== undefined && !(filter.from < filter.to)) fields.to = { key: 'series.errors.range' };
  const page = integerField(raw, 'page', 1, 1_000_000, fields, 1);
  const perPage = integerField(raw, 'perPage', 1, MAX_PER_PAGE, fields, DEFAULT_PER_PAGE);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { filter, page, perPage };
}
