/**
 * The shapes of stops as the module's routes answer them (src/server/modules/equipment-stops/README.md),
 * shared by the server and the pages. Times are ISO-8601 UTC strings at the API.
 */
import type { EffectStatus } from '../root-cause/model.js';

export const STOP_STATUSES = ['open', 'finished', 'annulled'] as const;
export type StopStatus = (typeof STOP_STATUSES)[number];

export const STOP_CONSISTENCIES = ['notApproved', 'approved', 'integrating', 'integrated', 'integrationError'] as const;
export type StopConsistency = (typeof STOP_CONSISTENCIES)[number];

export const LOSS_CATEGORIES = ['planned', 'availability', 'performance', 'quality'] as const;
export type LossCategory = (typeof LOSS_CATEGORIES)[number];

export type StopOrigin = 'automatic' | 'manual';

export interface StopMotive {
  id_motive: number;
  code: string;
  description: string;
  color: string;
  loss_category: LossCategory;
  id_motive_group: number;
}

/** The root-cause analysis opened from a stop (src/server/modules/root-cause/README.md, Links to stops and SPC). */
export interface StopAnalysis {
  id_effect: number;
  status: EffectStatus;
}

export interface StopView {
  id_stop: number;
  id_frame: number;
  start: string;
  /** null while the stop is open. */
  end: string | null;
  /** Up to now for an open stop. */
  durationMs: number;
  status: StopStatus;
  origin: StopOrigin;
  consistency: StopConsistency;
  reproved: boolean;
  id_motive: number | null;
  motive: StopMotive | null;
  comment: string | null;
  /** Complementary type id (as a string key) → value. */
  complements: Record<string, string | number | null>;
  integration_error: string | null;
  split_from: number | null;
  version: number;
  /** null until an analysis is opened from the stop. */
  analysis: StopAnalysis | null;
}

export const STOP_HISTORY_ACTIONS = [
  'detected',
  'created',
  'edited',
  'split',
  'annulled',
  'enabled',
  'approved',
  'reproved',
  'integrating',
  'integrated',
  'integrationError',
  'remade',
] as const;
export type StopHistoryAction = (typeof STOP_HISTORY_ACTIONS)[number];

export interface StopHistoryRow {
  at: string;
  /** The user's name; null for the detection and integration jobs. */
  user: string | null;
  action: StopHistoryAction;
  changes: { before?: Record<string, unknown>; after?: Record<string, unknown> } | null;
  comment: string | null;
  signed: boolean;
}

export type ParetoDimension = 'motive' | 'group';

export interface ParetoRow {
  /** Motive or motive group id; null for stops without a motive. */
  key: number | null;
  label: string | null;
  color: string | null;
  durationMs: number;
  count: number;
  /** Share of the total duration up to and including this row, 0 to 1. */
  cumulativeShare: number;
}

export interface ParetoAnswer {
  rows: ParetoRow[];
  totalMs: number;
  totalCount: number;
}

export type OeeLevel = 'hour' | 'shift' | 'day' | 'week' | 'month';

export interface OeeBucket {
  start: string;
  end: string;
  label: string;
  plannedProductionTimeMin: number;
  runTimeMin: number;
  totalCount: number;
  goodCount: number;
  /** null where it cannot be computed (no planned time, nothing produced). */
  availability: number | null;
  performance: number | null;
  quality: number | null;
  oee: number | null;
}
