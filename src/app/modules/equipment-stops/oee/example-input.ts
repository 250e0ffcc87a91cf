import type { OeeInput } from '../../../../domain/equipment-stops/oee.js';

/** The calculator's typed numbers (null: empty or unreadable). */
export type ExampleNumbers = Record<Exclude<keyof OeeInput, 'idealCycleTimeSec'>, number | null>;

/** A shift of 8 h with 1 h stopped, running at 90 % of the ideal speed with 95 % good parts: a plausible start. */
export function exampleStart(idealSecondsPerPart: number | null): ExampleNumbers {
  const total = idealSecondsPerPart && idealSecondsPerPart > 0 ? Math.floor(((420 * 60) / idealSecondsPerPart) * 0.9) : null;
  return { plannedProductionTimeMin: 480, runTimeMin: 420, totalCount: total, goodCount: total === null ? null : Math.floor(total * 0.95) };
}
