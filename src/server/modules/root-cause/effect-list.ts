/** `GET RCA/queries/effects?status&form&q&page&perPage`: the unit's effects, newest first, a page at a time. */
import { EFFECT_FORMS, EFFECT_STATUSES, type EffectForm, type EffectStatus, type EffectView } from '../../../domain/root-cause/model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { fromQuery, integerField } from '../spc/param-fields.js';
import { listEffects, type EffectFilter } from './effect-repository.js';
import { effectViews } from './effect-view.js';
import { rcaViewer } from './rca-context.js';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
const MAX_Q = 200;

export interface EffectsQuery {
  filter: Omit<EffectFilter, 'unit'>;
  page: number;
  perPage: number;
}

function oneOf<T extends string>(value: unknown, options: readonly T[], name: string, fields: FieldErrors): T | undefined {
  if (value === undefined) return undefined;
  if (options.includes(value as T)) return value as T;
  fields[name] = { key: 'validation.oneOf', args: { options: options.join(', ') } };
  return undefined;
}

/** Every filter optional; `page` from 1, `perPage` 1–100 (25); every bad field named at once. */
export function parseEffectsQuery(query: unknown): EffectsQuery {
  const raw = fromQuery(query);
  const fields: FieldErrors = {};
  const filter: EffectsQuery['filter'] = {};
  const status = oneOf<EffectStatus>(raw.status, EFFECT_STATUSES, 'status', fields);
  const form = oneOf<EffectForm>(raw.form, EFFECT_FORMS, 'form', fields);
  if (status) filter.status = status;
  if (form) filter.form = form;
  if (raw.q !== undefined) {
    const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : undefined;
    if (q === undefined) fields.q = { key: 'validation.type' };
    else if (q.length > MAX_Q) fields.q = { key: 'global.labels.maxLengthExceeded', args: { max: MAX_Q } };
    else if (q) filter.q = q;
  }
  const page = integerField(raw, 'page', 1, 1_000_000, fields, 1);
  const perPage = integerField(raw, 'perPage', 1, MAX_PER_PAGE, fields, DEFAULT_PER_PAGE);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { filter, page, perPage };
}

export async function listEffectViews(database: Database, access: RequestAccess, query: unknown): Promise<{ data: EffectView[]; total: number }> {
  const viewer = await rcaViewer(database.db, access);
  const { filter, page, perPage } = parseEffectsQuery(query);
  const { rows, total } = await listEffects(database.db, { ...filter, unit: viewer.unit }, { offset: (page - 1) * perPage, limit: perPage });
  return { data: await effectViews(database.db, rows, viewer), total };
}
