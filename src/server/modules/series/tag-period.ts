import { sql } from 'kysely';
import { normalizePeriod, type Level, type NormalizedPeriod, type PeriodInput } from '../../../domain/consolidation/index.js';
import type { Db } from '../../db/create-database.js';

/** What a write needs to know about a tag: where its buckets fall and which levels it keeps. */
export interface TagSeriesContext {
  id_tag: number;
  plt_codigo: number | null;
  period: NormalizedPeriod;
  levels: Level[];
}

const defaultPeriod = normalizePeriod({});

function parseShifts(value: unknown): PeriodInput['shifts'] {
  if (typeof value !== 'string') return (value as PeriodInput['shifts']) ?? null;
  try {
    return JSON.parse(value) as PeriodInput['shifts'];
  } catch {
    return null;
  }
}

/** Normalized periods by their stored fields: normalizing checks the time zone, which is slow, and rows repeat. */
const normalized = new Map<string, NormalizedPeriod>();

/** A stored period row as the consolidation reads it; an unusable one falls back to the default period. */
export function periodOfRow(row: Record<string, unknown> | undefined): NormalizedPeriod {
  if (!row) return defaultPeriod;
  const input: PeriodInput = {
    timezone: row.timezone as string | null,
    day_offset: row.day_offset === null || row.day_offset === undefined ? null : Number(row.day_offset),
    per_d_ini: row.per_d_ini as string | null,
    per_s_tp: row.per_s_tp === null || row.per_s_tp === undefined ? null : Number(row.per_s_tp),
    shifts: parseShifts(row.shifts),
  };
  const key = JSON.stringify(input);
  let period = normalized.get(key);
  if (!period) {
    try {
      period = normalizePeriod(input);
    } catch {
      period = defaultPeriod;
    }
    if (normalized.size >= 1_000) normalized.clear();
    normalized.set(key, period);
  }
  return period;
}

/** A tag's consolidate_* flag: only an explicit false turns a level off (a missing column keeps it). */
function kept(value: unknown): boolean {
  return !(value === false || value === 0 || value === '0' || value === 'f');
}

export function levelsOfTag(tag: Record<string, unknown> | undefined): Level[] {
  const levels: Level[] = ['H', 'D'];
  if (kept(tag?.consolidate_shift)) levels.push('T');
  if (kept(tag?.consolidate_week)) levels.push('S');
  if (kept(tag?.consolidate_month)) levels.push('M');
  return levels;
}

const periodColumns = ['timezone', 'day_offset', 'per_d_ini', 'per_s_tp', 'shifts'] as const;

/**
 * Context of every tag in `ids`, in one query (a write asks it on every batch); an unknown tag gets the
 * default period and every level.
 */
export async function tagSeriesContexts(db: Db, ids: readonly number[]): Promise<Map<number, TagSeriesContext>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .selectFrom('tags as t')
        .leftJoin('periodo as p', (join) =>
          join.on(sql<boolean>`p.id_elemento = (select min(e.id_elemento) from elemento e where e.plt_codigo = t.plt_codigo)`),
        )
        .selectAll('t')
        .select(periodColumns.map((column) => `p.${column} as period_${column}`))
        .select(sql<number | null>`p.id_elemento`.as('period_unit'))
        .where('t.id_tag', 'in', unique)
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [Number(row.id_tag), row as Record<string, unknown>]));
  return new Map(
    unique.map((id) => {
      const tag = byId.get(id);
      const plant = tag?.plt_codigo === null || tag?.plt_codigo === undefined ? null : Number(tag.plt_codigo);
      const periodRow =
        tag && tag.period_unit !== null && tag.period_unit !== undefined
          ? Object.fromEntries(periodColumns.map((column) => [column, tag[`period_${column}`]]))
          : undefined;
      return [id, { id_tag: id, plt_codigo: plant, period: periodOfRow(periodRow), levels: levelsOfTag(tag) }];
    }),
  );
}
