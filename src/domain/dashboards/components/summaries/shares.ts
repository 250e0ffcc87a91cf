/**
 * Each value's percent of the sum of the positive ones (a pie slice or a treemap tile is a part of a whole, so only
 * positive parts have a share); null for a missing, zero or negative value, and for all when nothing is positive.
 */
export function percentShares(values: readonly (number | null)[]): (number | null)[] {
  const total = values.reduce<number>((sum, value) => (value !== null && value > 0 ? sum + value : sum), 0);
  return values.map((value) => (total > 0 && value !== null && value > 0 ? (value / total) * 100 : null));
}
