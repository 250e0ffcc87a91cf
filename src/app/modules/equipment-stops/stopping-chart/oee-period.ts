import { computeOee, type OeeFactors } from '../../../../domain/equipment-stops/oee.js';
import type { OeeBucket } from '../../../../domain/equipment-stops/stop-model.js';

/** The fields of an OEE setting that say how long one part should take. */
export interface CycleSetting {
  performance_mode: 'cycleTime' | 'partsPerCycle';
  ideal_cycle_time_sec: number;
  parts_per_cycle?: number | null;
}

/** Ideal seconds per part: a machine cycle that makes several parts shares its time among them. */
export function idealSecondsPerPart(setting: CycleSetting): number {
  const parts = setting.performance_mode === 'partsPerCycle' ? (setting.parts_per_cycle ?? 1) : 1;
  return parts > 0 ? setting.ideal_cycle_time_sec / parts : setting.ideal_cycle_time_sec;
}

/** A whole period's factors from its buckets' times and counts (not an average of the buckets' ratios); null without planned time. */
export function periodOee(buckets: readonly OeeBucket[], setting: CycleSetting): OeeFactors | null {
  const sum = (pick: (bucket: OeeBucket) => number) => buckets.reduce((total, bucket) => total + pick(bucket), 0);
  const plannedProductionTimeMin = sum((bucket) => bucket.plannedProductionTimeMin);
  if (plannedProductionTimeMin <= 0) return null;
  return computeOee({
    plannedProductionTimeMin,
    runTimeMin: sum((bucket) => bucket.runTimeMin),
    idealCycleTimeSec: idealSecondsPerPart(setting),
    totalCount: sum((bucket) => bucket.totalCount),
    goodCount: sum((bucket) => bucket.goodCount),
  });
}
