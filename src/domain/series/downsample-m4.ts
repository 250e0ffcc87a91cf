/**
 * M4 downsampling (first, min, max, last per pixel bucket) for long time series. Pure; see README.md.
 */
export type SeriesTimes = Float64Array | readonly number[];
/** Values; `NaN` and `null` are gaps and are skipped. */
export type SeriesValues = Float64Array | readonly (number | null)[];

export interface DownsampledSeries {
  times: Float64Array;
  values: Float64Array;
}

/** Number of equal-width time buckets used for `maxPoints` (four points per bucket, at least one bucket). */
export const m4BucketCount = (maxPoints: number): number => Math.max(1, Math.floor(maxPoints / 4));

/** Bucket of time `t` (assumed in [from, to)) among `buckets` equal-width buckets over [from, to). */
export const m4BucketOf = (t: number, from: number, to: number, buckets: number): number => {
  const index = Math.floor(((t - from) / (to - from)) * buckets);
  return index < 0 ? 0 : index >= buckets ? buckets - 1 : index;
};

const isGap = (value: number | null | undefined): boolean => value === null || value === undefined || Number.isNaN(value);

const validate = (times: SeriesTimes, values: SeriesValues, from: number, to: number, maxPoints: number): void => {
  if (times.length !== values.length) {
    throw new Error(`times and values differ in length (${times.length} vs ${values.length})`);
  }
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new Error('from and to must be finite');
  if (!Number.isInteger(maxPoints) || maxPoints < 0) throw new Error('maxPoints must be a non-negative integer');
  let previous = -Infinity;
  for (let i = 0; i < times.length; i++) {
    const t = times[i] as number;
    if (!Number.isFinite(t)) throw new Error(`time at index ${i} is not finite`);
    if (t <= previous) throw new Error(`times must be strictly increasing (index ${i})`);
    previous = t;
  }
};

/** First index whose time is >= `bound` (times are sorted). */
const lowerBound = (times: SeriesTimes, bound: number): number => {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Downsamples the points with `from <= time < to` to at most `maxPoints` points: per bucket of equal
 * time width, the first, minimum, maximum and last points (deduplicated, in time order). With fewer
 * than four points allowed, one bucket keeps, in priority order, its maximum, minimum, last and first.
 * When the range holds no more than `maxPoints` non-gap points they are returned as they are.
 * Throws on mismatched lengths, unsorted or non-finite times, non-finite bounds or a bad `maxPoints`.
 */
export const downsampleM4 = (times: SeriesTimes, values: SeriesValues, from: number, to: number, maxPoints: number): DownsampledSeries => {
  validate(times, values, from, to, maxPoints);
  if (to <= from || maxPoints === 0) return { times: new Float64Array(0), values: new Float64Array(0) };

  const lo = lowerBound(times, from);
  const hi = lowerBound(times, to);
  let count = 0;
  for (let i = lo; i < hi; i++) if (!isGap(values[i])) count++;

  if (count <= maxPoints) {
    const outTimes = new Float64Array(count);
    const outValues = new Float64Array(count);
    let k = 0;
    for (let i = lo; i < hi; i++) {
      const v = values[i];
      if (isGap(v)) continue;
      outTimes[k] = times[i] as number;
      outValues[k] = v as number;
      k++;
    }
    return { times: outTimes, values: outValues };
  }

  const buckets = m4BucketCount(maxPoints);
  const perBucket = Math.min(4, maxPoints);
  const outTimes = new Float64Array(Math.min(buckets * perBucket, count));
  const outValues = new Float64Array(outTimes.length);
  let k = 0;

  let bucket = -1;
  let first = -1;
  let min = -1;
  let max = -1;
  let last = -1;
  let minValue = Infinity;
  let maxValue = -Infinity;
  const picked: number[] = [];

  const flush = () => {
    if (first < 0) return;
    // Priority order matters only when fewer than four points are allowed.
    const candidates = [max, min, last, first].slice(0, perBucket);
    picked.length = 0;
    for (const index of candidates) if (!picked.includes(index)) picked.push(index);
    picked.sort((a, b) => a - b);
    for (const index of picked) {
      outTimes[k] = times[index] as number;
      outValues[k] = values[index] as number;
      k++;
    }
  };

  for (let i = lo; i < hi; i++) {
    const v = values[i];
    if (isGap(v)) continue;
    const value = v as number;
    const b = m4BucketOf(times[i] as number, from, to, buckets);
    if (b !== bucket) {
      flush();
      bucket = b;
      first = min = max = i;
      minValue = maxValue = value;
    } else {
      if (value < minValue) {
        minValue = value;
        min = i;
      }
      if (value > maxValue) {
        maxValue = value;
        max = i;
      }
    }
    last = i;
  }
  flush();

  return { times: outTimes.slice(0, k), values: outValues.slice(0, k) };
};
