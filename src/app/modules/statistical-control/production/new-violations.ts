/**
 * Which violations the operator has not seen yet: an open violation that was not in any earlier answer of the
 * production view stays highlighted on its card until the operator acknowledges the card. The first answer only
 * marks what exists as seen: what happened before the page was opened is not "new".
 */
import type { ProductionAnswer, ProductionViolation } from './production-types.js';

export interface Highlights {
  /** Ids of every violation any answer has shown; null before the first answer. */
  seen: ReadonlySet<number> | null;
  /** Per card, its unacknowledged new violations. */
  pending: ReadonlyMap<number, readonly ProductionViolation[]>;
}

export const noHighlights: Highlights = { seen: null, pending: new Map() };

/** The highlights after an answer: its new open violations join their card's pending ones; cards no longer shown drop theirs. */
export function nextHighlights(state: Highlights, answer: ProductionAnswer): Highlights {
  const seen = new Set(state.seen ?? []);
  const pending = new Map<number, readonly ProductionViolation[]>();
  for (const card of answer.cards) {
    const fresh = state.seen === null ? [] : card.violations.filter((violation) => violation.status === 'open' && !seen.has(violation.id_violation));
    const kept = state.pending.get(card.id_card) ?? [];
    if (fresh.length + kept.length > 0) pending.set(card.id_card, [...fresh, ...kept]);
    for (const violation of card.violations) seen.add(violation.id_violation);
  }
  return { seen, pending };
}

/** The operator clicked the card: its new violations are no longer highlighted. */
export function acknowledge(state: Highlights, idCard: number): Highlights {
  if (!state.pending.has(idCard)) return state;
  const pending = new Map(state.pending);
  pending.delete(idCard);
  return { seen: state.seen, pending };
}

/** The distinct rules of a card's pending violations, ascending (for their names). */
export const pendingRules = (violations: readonly ProductionViolation[]): number[] =>
  [...new Set(violations.map((violation) => violation.rule))].sort((a, b) => a - b);

/** The chart point indexes (`i`) of the pending violations, matched by the point's time. */
export function pendingPoints(points: readonly { i: number; t: number }[], violations: readonly ProductionViolation[]): number[] {
  const times = new Set(violations.map((violation) => violation.point_ms));
  return points.filter((point) => times.has(point.t)).map((point) => point.i);
}
