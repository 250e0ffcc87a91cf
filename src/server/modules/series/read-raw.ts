/**
 * Raw values of a stored tag over [from, to), at most `points` of them. Short ranges: the raw rows, M4
 * when too many. Long ranges: whole rollup buckets stand for their raw points (first, min, max, last with
 * their real times), so the cost grows with the points returned, not with the period; raw rows are read
 * only for the partial buckets at the two ends. See README.md, "Reading".
 */
import { downsampleM4, m4BucketCount } from '../../../domain/series/downsample-m4.js';
import type { Db } from '../../db/create-database.js';
import { m4OverUnits, pointUnit, type SeriesUnit } from './downsample-units.js';
import { readRawRows, readRollupUnits, type RawRows } from './read-store.js';

const HOUR = 3_600_000;

/** Coarsest first; `longest` bounds a bucket's length (a production day lasts 23 to 25 h across DST, 26 h in rare zones). */
const ROLLUP_LEVELS = [
  { level: 'D', longest: 26 * HOUR },
  { level: 'H', longest: HOUR },
] as const;

export interface ReadSeries {
  /** Points in the range before downsampling. */
  total: number;
  downsampled: boolean;
  times: number[];
  values: (number | null)[];
  /** Bucket labels, for consolidated levels only. */
  labels?: string[];
}

/** Raw points (a null is a gap), M4-downsampled when there are more than `points` of them. */
export function limitPoints(times: readonly number[], values: readonly (number | null)[], from: number, to: number, points: number): ReadSeries {
  const total = times.length;
  if (total <= points) return { total, downsampled: false, times: [...times], values: [...values] };
  const picked = downsampleM4(times, values, from, to, points);
  return { total, downsampled: true, times: Array.from(picked.times), values: Array.from(picked.values) };
}

const pointUnits = (rows: RawRows): SeriesUnit[] => rows.times.map((t, i) => pointUnit(t, rows.values[i]!));

type RollupAttempt = ReadSeries | 'tooLong' | 'fewPoints';

async function fromRollups(db: Db, idTag: number, level: string, from: number, to: number, points: number, width: number): Promise<RollupAttempt> {
  const rollups = await readRollupUnits(db, idTag, level, from, to);
  if (rollups.length === 0) return 'fewPoints';
  if (rollups.some((unit) => unit.end - unit.at > width)) return 'tooLong';
  const head = await readRawRows(db, idTag, from, rollups[0]!.at);
  const tail = await readRawRows(db, idTag, rollups[rollups.length - 1]!.end, to);
  const total = rollups.reduce((sum, unit) => sum + unit.count, head.times.length + tail.times.length);
  if (total <= points) return 'fewPoints';
  const units: SeriesUnit[] = [...pointUnits(head), ...rollups, ...pointUnits(tail)];
  const picked = m4OverUnits(units, from, to, points);
  return { total, downsampled: true, times: picked.times, values: picked.values };
}

/** The stored points of one tag in [from, to), at most `points` of them, every one a real stored point. */
export async function readRawSeries(db: Db, idTag: number, from: number, to: number, points: number): Promise<ReadSeries> {
  const width = (to - from) / m4BucketCount(points);
  for (const { level, longest } of ROLLUP_LEVELS) {
    if (longest > width) continue;
    const attempt = await fromRollups(db, idTag, level, from, to, points, width);
    if (attempt === 'fewPoints') break;
    if (attempt !== 'tooLong') return attempt;
  }
  const raw = await readRawRows(db, idTag, from, to);
  return limitPoints(raw.times, raw.values, from, to, points);
}
