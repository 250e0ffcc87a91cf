/**
 * M4 over "units": a unit is either one raw point or one rollup bucket summarised by its first, minimum,
 * maximum and last points (real stored points, with their timestamps). A unit is placed whole into the
 * M4 bucket of its `at` time (a rollup bucket's start), which snaps the M4 edges to rollup boundaries.
 * With only raw points as units this is exactly downsampleM4 of src/domain/series.
 */
import { m4BucketCount, m4BucketOf } from '../../../domain/series/downsample-m4.js';

export interface SeriesUnit {
  /** Where the unit is placed: a raw point's time, a rollup bucket's start. */
  at: number;
  firstT: number;
  firstV: number;
  minT: number;
  minV: number;
  maxT: number;
  maxV: number;
  lastT: number;
  lastV: number;
}

export interface SeriesPoints {
  times: number[];
  values: number[];
}

/** A raw point as a unit. */
export const pointUnit = (t: number, v: number): SeriesUnit => ({
  at: t,
  firstT: t,
  firstV: v,
  minT: t,
  minV: v,
  maxT: t,
  maxV: v,
  lastT: t,
  lastV: v,
});

interface Pick {
  t: number;
  v: number;
}

/** The points one M4 bucket keeps, in the same priority order as downsampleM4 (max, min, last, first). */
function keep(group: SeriesUnit, perBucket: number, out: SeriesPoints): void {
  const candidates: Pick[] = [
    { t: group.maxT, v: group.maxV },
    { t: group.minT, v: group.minV },
    { t: group.lastT, v: group.lastV },
    { t: group.firstT, v: group.firstV },
  ].slice(0, perBucket);
  const picked: Pick[] = [];
  for (const candidate of candidates) if (!picked.some((p) => p.t === candidate.t)) picked.push(candidate);
  picked.sort((a, b) => a.t - b.t);
  for (const p of picked) {
    out.times.push(p.t);
    out.values.push(p.v);
  }
}

/** Merges a later unit into the running summary of its bucket; on ties the earlier extreme stays. */
function merge(group: SeriesUnit, unit: SeriesUnit): void {
  if (unit.minV < group.minV) {
    group.minV = unit.minV;
    group.minT = unit.minT;
  }
  if (unit.maxV > group.maxV) {
    group.maxV = unit.maxV;
    group.maxT = unit.maxT;
  }
  group.lastT = unit.lastT;
  group.lastV = unit.lastV;
}

/**
 * Units in time order (each unit's points after the previous unit's), all inside [from, to), down to at
 * most `maxPoints` points: per M4 bucket the first, minimum, maximum and last points.
 */
export function m4OverUnits(units: readonly SeriesUnit[], from: number, to: number, maxPoints: number): SeriesPoints {
  const out: SeriesPoints = { times: [], values: [] };
  if (to <= from || maxPoints <= 0) return out;
  const buckets = m4BucketCount(maxPoints);
  const perBucket = Math.min(4, maxPoints);
  let bucket = -1;
  let group: SeriesUnit | null = null;
  for (const unit of units) {
    const b = m4BucketOf(unit.at, from, to, buckets);
    if (b !== bucket || !group) {
      if (group) keep(group, perBucket, out);
      bucket = b;
      group = { ...unit };
    } else {
      merge(group, unit);
    }
  }
  if (group) keep(group, perBucket, out);
  return out;
}
