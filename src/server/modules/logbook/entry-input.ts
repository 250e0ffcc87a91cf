import { annotationTooBig, isEmptyAnnotation, LOGBOOK_FIRST_PAGE, normaliseSearch, parseUtcTimestamp } from '../../../domain/logbook/index.js';
import type { FieldError, FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import { annotationTooLarge } from './entry-errors.js';

const MAX_PAGE = 100;
const MAX_SEARCH = 200;
const MAX_ID = 2_147_483_647;

const invalid = { key: 'validation.invalid' };
const required = { key: 'global.labels.requiredField' };

function objectOf(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw validationFailed({ _: invalid });
  return body as Record<string, unknown>;
}

/** A whole number in [min, max], given as a number or as digits (a query string). */
function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Why `value` is not a whole number in [min, max]. */
function rangeError(value: unknown, min: number, max: number): FieldError {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n)) return { key: 'validation.integer' };
  return n < min ? { key: 'validation.minValue', args: { min } } : { key: 'validation.maxValue', args: { max } };
}

/** A path id; undefined when it cannot name a row (the route answers 404). */
export const idOfPath = (raw: string | undefined): number | undefined => wholeNumber(raw, 1, MAX_ID);

/**
 * The annotation as sent: a string within the configured size (413 beyond, before anything else is
 * done with it), not empty. The caller sanitises it and checks it is still not empty.
 */
function annotationOf(body: Record<string, unknown>, maxBytes: number, errors: FieldErrors): string {
  const value = body.logbook_annotation;
  if (value === undefined || value === null) errors.logbook_annotation = required;
  else if (typeof value !== 'string') errors.logbook_annotation = { key: 'validation.type' };
  else if (annotationTooBig(value, maxBytes)) throw annotationTooLarge();
  else if (value.includes('\u0000')) errors.logbook_annotation = invalid;
  else if (isEmptyAnnotation(value)) errors.logbook_annotation = required;
  return typeof value === 'string' ? value : '';
}

export interface NewEntryInput {
  groupId: number;
  annotation: string;
}

/**
 * `POST LOGBOOK/entities/DATA {id_logbook_group, id_user, logbook_annotation, logbook_date}`. The author
 * and the date come from the server (session, clock), so `id_user` is ignored and `logbook_date`,
 * when sent, need only be a timestamp.
 */
export function parseNewEntry(raw: unknown, maxBytes: number): NewEntryInput {
  const body = objectOf(raw);
  const errors: FieldErrors = {};
  const groupId = wholeNumber(body.id_logbook_group, 1, MAX_ID);
  if (body.id_logbook_group === undefined || body.id_logbook_group === null) errors.id_logbook_group = required;
  else if (groupId === undefined) errors.id_logbook_group = { key: 'validation.integer' };
  const annotation = annotationOf(body, maxBytes, errors);
  const date = body.logbook_date;
  if (date !== undefined && date !== null && (typeof date !== 'string' || Number.isNaN(parseUtcTimestamp(date)))) {
    errors.logbook_date = { key: 'validation.format.dateTime' };
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { groupId: groupId!, annotation };
}

/** `PUT LOGBOOK/entities/DATA/{id_logbook} {logbook_annotation}`. */
export function parseEntryChange(raw: unknown, maxBytes: number): string {
  const body = objectOf(raw);
  const errors: FieldErrors = {};
  const annotation = annotationOf(body, maxBytes, errors);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return annotation;
}

export interface EntryPageQuery {
  offset: number;
  limit: number;
  search: string;
}

/** `?offset=0&limit=5&search=text`: the first 5 by default, at most 100 at once. */
export function parseEntryQuery(query: Record<string, unknown>): EntryPageQuery {
  const errors: FieldErrors = {};
  const offset = query.offset === undefined || query.offset === '' ? 0 : wholeNumber(query.offset, 0, MAX_ID);
  const limit = query.limit === undefined || query.limit === '' ? LOGBOOK_FIRST_PAGE : wholeNumber(query.limit, 1, MAX_PAGE);
  if (offset === undefined) errors.offset = rangeError(query.offset, 0, MAX_ID);
  if (limit === undefined) errors.limit = rangeError(query.limit, 1, MAX_PAGE);
  const search = query.search ?? '';
  if (typeof search !== 'string' || search.includes('\u0000')) errors.search = invalid;
  else if (search.length > MAX_SEARCH) errors.search = { key: 'global.labels.maxLengthExceeded', args: { max: MAX_SEARCH } };
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { offset: offset!, limit: limit!, search: normaliseSearch(search as string) };
}
