import type { LossCategory } from '../../../equipment-stops/stop-model.js';

export type StopGrouping = 'motive' | 'group' | 'lossCategory';

export interface StopShare {
  /** Stable within the answer: `motive-7`, `group-2`, `availability`, or `none` for stops without a motive. */
  key: string;
  /** The motive's or group's description; null for a loss category (translated by the app) and for `none`. */
  label: string | null;
  category: LossCategory | null;
  color: string | null;
  durationMs: number;
  count: number;
  /** Percent of the period's stop time. */
  share: number;
}

/** Stop time of an event over a period, split by motive, motive group or OEE loss category, biggest first. */
export interface StopSharesData {
  groupBy: StopGrouping;
  from: string;
  to: string;
  totalMs: number;
  totalCount: number;
  items: StopShare[];
}
