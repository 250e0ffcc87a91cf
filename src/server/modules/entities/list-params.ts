import type { EntityModel, FieldModel } from '../../../domain/entities/entity-model.js';
import { storedFields } from '../../db/row-codec.js';
import { nulCharacterKey, nulPath } from '../../../domain/validation/nul-character.js';
import { badRequest, validationFailed } from '../../core/api-error.js';

export const maxPageSize = 1000;

/** The ra-data-simple-rest query of a list call, checked against the entity. */
export interface ListParams {
  sort: FieldModel;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

function parseJson(query: Record<string, unknown>, name: string): unknown {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest({ [name]: { key: 'validation.invalid' } });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest({ [name]: { key: 'validation.invalid' } });
  }
  // `"\u0000"` is a NUL only once parsed, after the request-wide guard has looked; text without that
  // escape (a raw NUL was refused by the guard) parses to none, so only such text is walked.
  const nul = raw.includes('\\u0000') ? nulPath(value) : undefined;
  if (nul !== undefined) throw validationFailed({ [nul ? `${name}.${nul}` : name]: { key: nulCharacterKey } });
  return value;
}

/** `id` is react-admin's name for the key; objects fields have no order. */
export function sortableField(model: EntityModel, name: string): FieldModel | undefined {
  const field = storedFields(model).find((f) => f.name === (name === 'id' ? model.key : name));
  return field && !field.writeOnly && field.kind !== 'objects' ? field : undefined;
}

function parseSort(model: EntityModel, raw: unknown): Pick<ListParams, 'sort' | 'order'> {
  const [name, order] = raw === undefined ? model.list.sort : Array.isArray(raw) ? raw : [];
  const field = typeof name === 'string' ? sortableField(model, name) : undefined;
  if (!field) throw badRequest({ sort: { key: 'validation.unknownField' } });
  const direction = String(order ?? 'ASC').toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw badRequest({ sort: { key: 'validation.oneOf', args: { options: 'ASC, DESC' } } });
  return { sort: field, order: direction };
}

function parseRange(raw: unknown): Pick<ListParams, 'offset' | 'limit'> {
  if (raw === undefined) return { offset: 0, limit: maxPageSize };
  const valid = Array.isArray(raw) && raw.length === 2 && raw.every((n) => Number.isSafeInteger(n) && n >= 0) && raw[1] >= raw[0];
  if (!valid) throw badRequest({ range: { key: 'validation.invalid' } });
  const [start, end] = raw as [number, number];
  return { offset: start, limit: Math.min(end - start + 1, maxPageSize) };
}

function parseFilter(raw: unknown): Record<string, unknown> {
  if (raw === undefined) return {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest({ filter: { key: 'validation.invalid' } });
  return raw as Record<string, unknown>;
}

export function parseListParams(model: EntityModel, query: Record<string, unknown>): ListParams {
  return {
    ...parseSort(model, parseJson(query, 'sort')),
    ...parseRange(parseJson(query, 'range')),
    filter: parseFilter(parseJson(query, 'filter')),
  };
}
