export { aggregate, type AggregationKind, type Sample } from './aggregate.js';
export { LEVELS, bucketOf, bucketOfNormalized, productionAnchor, productionDayStart, shiftsOfAnchor, type Bucket, type Level } from './buckets.js';
export { affectedBuckets, consolidate, type Consolidated } from './consolidate.js';
export { DEFAULT_SHIFTS, normalizePeriod, parseHourMinute, type NormalizedPeriod, type NormalizedShift, type PeriodInput, type Shift } from './period.js';
