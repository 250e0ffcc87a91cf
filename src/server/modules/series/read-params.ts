/** The query of `GET MES/queries/series`, checked as a whole: every bad parameter is named in `fields`. */
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';

export const SERIES_LEVELS = ['raw', 'H', 'D', 'T', 'S', 'M'] as const;
export type SeriesLevel = (typeof SERIES_LEVELS)[number];

export const MAX_SERIES_TAGS = 20;
export const MIN_POINTS = 10;
export const MAX_POINTS = 5000;
export const DEFAULT_POINTS = 1000;
const MAX_TAG_ID = 2_147_483_647;

export interface SeriesQuery {
  tagIds: number[];
  /** Epoch ms UTC, inclusive. */
  from: number;
  /** Epoch ms UTC, exclusive. */
  to: number;
  level: SeriesLevel;
  points: number;
}

// A date alone is UTC midnight; a time needs its offset (Z or ±hh:mm), so no server clock decides.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

/** Epoch ms of an ISO-8601 date or date-time with offset; NaN when it is not one (Feb 30 included). */
export function parseIsoInstant(text: string): number {
  const match = ISO.exec(text);
  if (!match) return NaN;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return NaN;
  return Date.parse(text);
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) ? value.map(String).join(',') : undefined);

function parseTagIds(value: string | undefined): number[] | null {
  if (value === undefined || value.trim() === '') return null;
  const parts = value.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return null;
  const ids = [...new Set(parts.map(Number))];
  // Ids are 32-bit integer columns: a larger number names no tag, and PostgreSQL would refuse the parameter.
  return ids.length <= MAX_SERIES_TAGS && ids.every((id) => id <= MAX_TAG_ID) ? ids : null;
}

function parsePoints(value: string | undefined, fields: FieldErrors): number {
  if (value === undefined || value === '') return DEFAULT_POINTS;
  if (!/^-?\d+$/.test(value.trim())) {
    fields.points = { key: 'validation.integer' };
    return DEFAULT_POINTS;
  }
  const points = Number(value);
  if (points < MIN_POINTS) fields.points = { key: 'validation.minValue', args: { min: MIN_POINTS } };
  if (points > MAX_POINTS) fields.points = { key: 'validation.maxValue', args: { max: MAX_POINTS } };
  return points;
}

function parseInstant(name: 'from' | 'to', value: string | undefined, fields: FieldErrors): number {
  if (value === undefined || value === '') {
    fields[name] = { key: 'global.labels.requiredField' };
    return NaN;
  }
  const instant = parseIsoInstant(value);
  if (Number.isNaN(instant)) fields[name] = { key: 'series.errors.dateTime' };
  return instant;
}

/** The checked query, or a 400 VALIDATION whose fields name each bad parameter with its i18n key. */
export function parseSeriesQuery(query: unknown): SeriesQuery {
  const raw = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const fields: FieldErrors = {};
  const tagIds = parseTagIds(single(raw.tags));
  if (!tagIds) fields.tags = { key: 'series.errors.tags', args: { max: MAX_SERIES_TAGS } };
  const from = parseInstant('from', single(raw.from), fields);
  const to = parseInstant('to', single(raw.to), fields);
  if (!fields.from && !fields.to && !(from < to)) fields.to = { key: 'series.errors.range' };
  const levelText = single(raw.level) ?? 'raw';
  const level = SERIES_LEVELS.find((candidate) => candidate === levelText);
  if (!level) fields.level = { key: 'validation.oneOf', args: { options: SERIES_LEVELS.join(', ') } };
  const points = parsePoints(single(raw.points), fields);
  if (Object.keys(fields).length > 0 || !tagIds || !level) throw validationFailed(fields);
  return { tagIds, from, to, level, points };
}
