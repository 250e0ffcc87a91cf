/** How many values one user entered by hand over the period. */
export interface OperatorCount {
  id_user: number;
  /** The user's name; null when the user record is gone. */
  name: string | null;
  count: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The operators with the most values entered, most first (ties by name, then id, so the order never depends on
 * the database), at most `maxBars`; the others are summed so the chart can say what it leaves out.
 */
export function operatorBars(rows: readonly OperatorCount[], maxBars: number) {
  const sorted = rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count || byText(a.name ?? '', b.name ?? '') || a.id_user - b.id_user);
  const limit = Math.max(1, Math.floor(maxBars));
  const rest = sorted.slice(limit);
  return {
    bars: sorted.slice(0, limit),
    others: rest.length ? { operators: rest.length, count: rest.reduce((sum, row) => sum + row.count, 0) } : null,
    total: sorted.reduce((sum, row) => sum + row.count, 0),
  };
}
