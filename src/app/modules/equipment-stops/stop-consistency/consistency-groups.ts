import { STOP_CONSISTENCIES, type StopConsistency, type StopView } from '../../../../domain/equipment-stops/stop-model.js';

/** Annulled stops are not counted anywhere, so they are not approved or sent either: the page leaves them out. */
export const countsTowardConsistency = (stop: StopView): boolean => stop.status !== 'annulled';

/** Approved stops, and those whose delivery failed, can be sent to integration again. */
export const isResendable = (stop: StopView): boolean => stop.consistency === 'approved' || stop.consistency === 'integrationError';

/** How many stops are in each consistency state. */
export function countByConsistency(stops: readonly StopView[]): Record<StopConsistency, number> {
  const counts = Object.fromEntries(STOP_CONSISTENCIES.map((state) => [state, 0])) as Record<StopConsistency, number>;
  for (const stop of stops) counts[stop.consistency] += 1;
  return counts;
}
