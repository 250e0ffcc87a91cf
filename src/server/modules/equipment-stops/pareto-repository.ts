/**
 * SQL of the stop pareto and of the stops OEE reads (README.md, routes `EM/queries/pareto` and
 * `OEE/queries/series`). Durations are clipped to [from, to) in SQL; an open stop lasts up to `openEnd`
 * (min(now, to)); annulled stops are not counted. Both dialects: SQLite's two-argument min/max are
 * PostgreSQL's LEAST/GREATEST.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ParetoDimension } from '../../../domain/equipment-stops/stop-model.js';
import type { Db, Dialect } from '../../db/create-database.js';
import { STOP_TABLE } from './stop-tables.js';

export interface ParetoFilter {
  idElemento: number;
  idFrame?: number;
  from: number;
  to: number;
  /** Where open stops end: min(now, to). */
  openEnd: number;
}

export interface ParetoSum {
  key: number | null;
  label: string | null;
  color: string | null;
  durationMs: number;
  count: number;
}

const lesser = (dialect: Dialect, a: RawBuilder<number>, b: RawBuilder<number> | number) =>
  dialect === 'postgres' ? sql<number>`least(${a}, ${b})` : sql<number>`min(${a}, ${b})`;
const greater = (dialect: Dialect, a: RawBuilder<number>, b: RawBuilder<number> | number) =>
  dialect === 'postgres' ? sql<number>`greatest(${a}, ${b})` : sql<number>`max(${a}, ${b})`;

/** The clipped duration of a stop row `s`, in ms. */
export function clippedDuration(dialect: Dialect, filter: ParetoFilter): RawBuilder<number> {
  const end = sql<number>`coalesce(s.end_ms, ${filter.openEnd})`;
  return sql<number>`${lesser(dialect, end, filter.to)} - ${greater(dialect, sql<number>`s.start_ms`, filter.from)}`;
}

/** The stops of the unit (and frame) that count in [from, openEnd): not annulled, overlapping it. */
function countedStops(db: Db, filter: ParetoFilter) {
  let query = db
    .selectFrom(`${STOP_TABLE} as s`)
    .where('s.id_elemento', '=', filter.idElemento)
    .where('s.status', '<>', 'annulled')
    .where('s.start_ms', '<', filter.to)
    .where(sql<boolean>`coalesce(s.end_ms, ${filter.openEnd}) > ${filter.from}`)
    .where(sql<boolean>`coalesce(s.end_ms, ${filter.openEnd}) > s.start_ms`);
  if (filter.idFrame !== undefined) query = query.where('s.id_frame', '=', filter.idFrame);
  return query;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * One row per motive (or motive group) with its clipped duration and count, stops without a motive as key
 * null. The stops are summed per motive first and only those few rows meet the motive and group tables.
 */
export async function sumStopsBy(db: Db, dialect: Dialect, filter: ParetoFilter, by: ParetoDimension): Promise<ParetoSum[]> {
  const perMotive = countedStops(db, filter)
    .select(['s.id_motive', sql<number>`sum(${clippedDuration(dialect, filter)})`.as('duration_ms'), sql<number>`count(*)`.as('stops')])
    .groupBy('s.id_motive');
  const source = by === 'motive' ? 'm' : 'g';
  const key = by === 'motive' ? 'm.id_motive' : 'g.id_motive_group';
  const rows = await db
    .selectFrom(perMotive.as('x'))
    .leftJoin('motives as m', 'm.id_motive', 'x.id_motive')
    .leftJoin('motive_groups as g', 'g.id_motive_group', 'm.id_motive_group')
    .select([
      sql<number | null>`${sql.ref(key)}`.as('key'),
      sql<string | null>`${sql.ref(`${source}.description`)}`.as('label'),
      sql<string | null>`${sql.ref(`${source}.color`)}`.as('color'),
      sql<number>`sum(x.duration_ms)`.as('duration_ms'),
      sql<number>`sum(x.stops)`.as('count'),
    ])
    .groupBy([key, `${source}.description`, `${source}.color`])
    .execute();
  return rows.map((row) => ({
    key: numberOrNull(row.key),
    label: row.label === null || row.label === undefined ? null : String(row.label),
    color: row.color === null || row.color === undefined ? null : String(row.color),
    durationMs: Number(row.duration_ms),
    count: Number(row.count),
  }));
}

export interface OeeStopRow {
  start: number;
  end: number | null;
  lossCategory: string | null;
}

/** The counted stops of one frame overlapping [from, openEnd), with their motive's loss category. */
export async function stopsForOee(db: Db, filter: ParetoFilter & { idFrame: number }): Promise<OeeStopRow[]> {
  const rows = await countedStops(db, filter)
    .leftJoin('motives as m', 'm.id_motive', 's.id_motive')
    .select(['s.start_ms', 's.end_ms', 'm.loss_category'])
    .orderBy('s.start_ms')
    .execute();
  return rows.map((row) => ({
    start: Number(row.start_ms),
    end: numberOrNull(row.end_ms),
    lossCategory: row.loss_category === null || row.loss_category === undefined ? null : String(row.loss_category),
  }));
}
