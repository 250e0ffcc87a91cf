/** Bodies and queries of the chart routes (tag chart, card chart), checked as a whole: every bad field is named. */
import { MAX_SUBGROUP_SIZE, MIN_SUBGROUP_SIZE, SAMPLINGS, entriesPerDay, isAttributeChart } from '../../../domain/spc/chart-model.js';
import type { ChartType, RuleNumber, Sampling } from '../../../domain/spc/chart-model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import { DEFAULT_POINTS, MAX_POINTS, MIN_POINTS, parseIsoInstant } from '../series/read-params.js';
import { asRaw, chartField, fromQuery, integerField, kField, rulesField, type Raw } from './param-fields.js';

/** Longest period a chart reads (README.md, Limits): beyond, 400 `to` spc.errors.periodTooLong. */
export const MAX_CHART_DAYS = 400;
const DAY_MS = 86_400_000;
const MAX_ID = 2_147_483_647;
/** The card's default subgroup size (card.schema.json). */
const DEFAULT_SUBGROUP_SIZE = 5;
const MAX_SAMPLE_SIZE = 1_000_000;

export interface ChartPeriod {
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
  points: number;
}

export interface TagChartInput extends ChartPeriod {
  idTag: number;
  chart: ChartType;
  sampling: Sampling;
  /** Values per subgroup: n of X̄ charts sampled by size, the day's entries for day-N, 1 for I-MR and attribute charts. */
  subgroupSize: number;
  sampleSize: number | null;
  k: number;
  rules?: RuleNumber[];
}

function instant(raw: Raw, name: 'from' | 'to', fields: FieldErrors): number {
  const value = raw[name];
  if (value === undefined || value === null || value === '') return ((fields[name] = { key: 'global.labels.requiredField' }), NaN);
  const at = typeof value === 'string' ? parseIsoInstant(value) : NaN;
  if (Number.isNaN(at)) fields[name] = { key: 'series.errors.dateTime' };
  return at;
}

function period(raw: Raw, fields: FieldErrors): ChartPeriod {
  const from = instant(raw, 'from', fields);
  const to = instant(raw, 'to', fields);
  if (!fields.from && !fields.to) {
    if (!(from < to)) fields.to = { key: 'series.errors.range' };
    else if (to - from > MAX_CHART_DAYS * DAY_MS) fields.to = { key: 'spc.errors.periodTooLong', args: { days: MAX_CHART_DAYS } };
  }
  const points = integerField(raw, 'points', MIN_POINTS, MAX_POINTS, fields, DEFAULT_POINTS);
  return { from, to, points };
}

function samplingField(raw: Raw, chart: ChartType, fields: FieldErrors): Sampling {
  const found = SAMPLINGS.find((option) => option === (raw.sampling ?? 'subgroup'));
  if (!found) fields.sampling = { key: 'validation.oneOf', args: { options: SAMPLINGS.join(', ') } };
  else if (found !== 'subgroup' && chart !== 'xbar-r' && chart !== 'xbar-s') fields.sampling = { key: 'spc.errors.samplingChart' };
  return found ?? 'subgroup';
}

/** X̄ charts sampled by subgroup: 2–25 values, refused with the card's key (README.md, Settings rules). */
function subgroupSizeField(raw: Raw, fields: FieldErrors): number {
  const size = integerField(raw, 'subgroupSize', MIN_SUBGROUP_SIZE, MAX_SUBGROUP_SIZE, fields, DEFAULT_SUBGROUP_SIZE);
  if (fields.subgroupSize) fields.subgroupSize = { key: 'spc.errors.subgroupSize', args: { min: MIN_SUBGROUP_SIZE, max: MAX_SUBGROUP_SIZE } };
  return size;
}

/** `POST SPC/queries/chart`: the exploratory chart of a tag. */
export function parseTagChartBody(body: unknown): TagChartInput {
  const raw = asRaw(body);
  const fields: FieldErrors = {};
  const idTag = integerField(raw, 'id_tag', 1, MAX_ID, fields);
  const chart = chartField(raw, fields);
  const sampling = samplingField(raw, chart, fields);
  const k = kField(raw, fields);
  const rules = rulesField(raw, fields);
  const byDay = entriesPerDay(sampling);
  const subgroupSize = byDay ?? (chart === 'xbar-r' || chart === 'xbar-s' ? subgroupSizeField(raw, fields) : 1);
  const needsSize = isAttributeChart(chart) && chart !== 'c';
  if (needsSize && (raw.sampleSize === undefined || raw.sampleSize === null)) fields.sampleSize = { key: 'spc.errors.sampleSizeRequired' };
  const sampleSize = isAttributeChart(chart) ? integerField(raw, 'sampleSize', 1, MAX_SAMPLE_SIZE, fields, 1) : null;
  const result = { idTag, chart, sampling, subgroupSize, sampleSize, k, ...period(raw, fields), ...(rules ? { rules } : {}) };
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return result;
}

/** `GET SPC/queries/cards/:id/chart?from&to&points`. */
export function parseCardChartQuery(query: unknown): ChartPeriod {
  const fields: FieldErrors = {};
  const result = period(fromQuery(query), fields);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return result;
}

/** The `:id` of a card route; null when it names no card (404). */
export function cardIdOf(params: unknown): number | null {
  const text = asRaw(params).id;
  return typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null;
}
