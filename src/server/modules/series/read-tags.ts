/** The tags a series read needs, limited to one plant, as plain values (missing columns take the schema defaults). */
import type { AggregationKind } from '../../../domain/consolidation/index.js';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import { decodeRow, readableColumns } from '../../db/row-codec.js';

export type ConsolidatedLevel = 'H' | 'D' | 'T' | 'S' | 'M';

export const LIMIT_FIELDS = ['spec_low', 'spec_high', 'action_low', 'action_high', 'valid_low', 'valid_high'] as const;
export type SeriesLimits = Record<(typeof LIMIT_FIELDS)[number], number | null>;

export interface Calculation {
  valid_from: string;
  formula: string;
}

export interface SeriesTag {
  id_tag: number;
  code: string;
  aggregation: AggregationKind | 'CALC';
  isCalculation: boolean;
  calculations: Calculation[];
  consolidates: Record<ConsolidatedLevel, boolean>;
  limits: SeriesLimits;
}

const levelFlags: Record<ConsolidatedLevel, string> = {
  H: 'consolidate_hour',
  D: 'consolidate_day',
  T: 'consolidate_shift',
  S: 'consolidate_week',
  M: 'consolidate_month',
};

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

function calculationsOf(value: unknown): Calculation[] {
  const list = typeof value === 'string' ? safeJson(value) : value;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Calculation => typeof item?.valid_from === 'string' && typeof item?.formula === 'string')
    .map(({ valid_from, formula }) => ({ valid_from, formula }));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const aggregations = ['AVERAGE', 'SUM', 'DIFF', 'CALC'] as const;

/** A decoded tag record as the read path sees it; a flag is off only when explicitly false. */
export function seriesTagOf(record: Record<string, unknown>): SeriesTag {
  const aggregation = aggregations.find((kind) => kind === record.aggregation) ?? 'AVERAGE';
  const consolidates = Object.fromEntries(Object.entries(levelFlags).map(([level, flag]) => [level, record[flag] !== false])) as Record<
    ConsolidatedLevel,
    boolean
  >;
  return {
    id_tag: Number(record.id_tag),
    code: String(record.code ?? ''),
    aggregation,
    isCalculation: record.data_input === 'calculation',
    calculations: calculationsOf(record.calculations),
    consolidates,
    limits: Object.fromEntries(LIMIT_FIELDS.map((field) => [field, numberOrNull(record[field])])) as SeriesLimits,
  };
}

/** Tags of `plant` whose `column` is one of `values`. */
async function tagsWhere(db: Db, model: EntityModel, plant: number, column: 'id_tag' | 'code', values: readonly (number | string)[]) {
  if (values.length === 0) return [];
  const rows = await db
    .selectFrom(model.table)
    .select(readableColumns(model))
    .where('plt_codigo', '=', plant)
    .where(column, 'in', [...values])
    .execute();
  return rows.map((row) => seriesTagOf(decodeRow(model, row)));
}

export const tagsByIds = (db: Db, model: EntityModel, plant: number, ids: readonly number[]) => tagsWhere(db, model, plant, 'id_tag', ids);

export const tagsByCodes = (db: Db, model: EntityModel, plant: number, codes: readonly string[]) => tagsWhere(db, model, plant, 'code', codes);
