/**
 * The shapes of stops as the module's routes answer them (src/server/modules/equipment-stops/README.md),
 * shared by the server and the pages. Times are ISO-8601 UTC strings at the API.
 */
import type { StopHistoryEntry, StopPareto, StopParetoRow, StopView } from '../../generated/api-types.js';

/**
 * The shapes the stop routes answer are the types generated from their route schemas
 * (src/server/modules/equipment-stops/schemas/), written once; these names are the module's words for them.
 * StopAnalysis is the root-cause analysis opened from a stop (src/server/modules/root-cause/README.md).
 */
export type { OeeBucket, StopAnalysis, StopMotive, StopView } from '../../generated/api-types.js';

export const STOP_STATUSES = ['open', 'finished', 'annulled'] as const;
export type StopStatus = (typeof STOP_STATUSES)[number];

export const STOP_CONSISTENCIES = ['notApproved', 'approved', 'integrating', 'integrated', 'integrationError'] as const;
export type StopConsistency = (typeof STOP_CONSISTENCIES)[number];

export const LOSS_CATEGORIES = ['planned', 'availability', 'performance', 'quality'] as const;
export type LossCategory = (typeof LOSS_CATEGORIES)[number];

export type StopOrigin = 'automatic' | 'manual';

/** The words above are the route schemas' enums: a schema that changes one breaks the type check here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const stopWordsMatchSchemas: [
  Same<StopStatus, StopView['status']>,
  Same<StopConsistency, StopView['consistency']>,
  Same<LossCategory, NonNullable<StopView['motive']>['loss_category']>,
  Same<StopOrigin, StopView['origin']>,
] = [true, true, true, true];

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

export type StopHistoryRow = StopHistoryEntry;
export const historyWordsMatchSchema: Same<StopHistoryAction, StopHistoryRow['action']> = true;

export type ParetoDimension = 'motive' | 'group';

export type ParetoRow = StopParetoRow;
export type ParetoAnswer = StopPareto;

export type OeeLevel = 'hour' | 'shift' | 'day' | 'week' | 'month';
