import type { ParetoAnswer, ParetoRow } from '../../../../domain/equipment-stops/stop-model.js';

export type DurationUnit = 'hours' | 'minutes';

/** One bar of the pareto, its value in the chart's unit and the cumulative share in percent. */
export interface ParetoBar {
  /** Stable id for React and tests: the key, or `none` for stops without a motive. */
  id: string;
  key: number | null;
  label: string;
  color: string;
  value: number;
  durationMs: number;
  count: number;
  cumulativePercent: number;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Hours once the longest bar reaches two hours, else minutes (short periods stay readable). */
export function durationUnitOf(rows: readonly ParetoRow[]): DurationUnit {
  return rows.some((row) => row.durationMs >= 2 * HOUR_MS) ? 'hours' : 'minutes';
}

export const inUnit = (ms: number, unit: DurationUnit) => ms / (unit === 'hours' ? HOUR_MS : MINUTE_MS);

/** The answer's rows as bars, biggest first, with the labels and colours the server left empty filled in. */
export function paretoBars(answer: ParetoAnswer, unit: DurationUnit, noMotiveLabel: string, fallbackColor: string): ParetoBar[] {
  return [...answer.rows]
    .sort((a, b) => b.durationMs - a.durationMs)
    .map((row) => ({
      id: row.key === null ? 'none' : String(row.key),
      key: row.key,
      label: row.label || noMotiveLabel,
      color: row.color || fallbackColor,
      value: inUnit(row.durationMs, unit),
      durationMs: row.durationMs,
      count: row.count,
      cumulativePercent: Math.min(100, row.cumulativeShare * 100),
    }));
}
