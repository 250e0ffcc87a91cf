import type { ParetoAnswer } from '../../../domain/equipment-stops/stop-model.js';
import type { ParetoSum } from './pareto-repository.js';

/** Longest first; ties by count, then by key (stops without a motive last), so the order never depends on the database. */
function byDuration(a: ParetoSum, b: ParetoSum): number {
  if (b.durationMs !== a.durationMs) return b.durationMs - a.durationMs;
  if (b.count !== a.count) return b.count - a.count;
  if (a.key === null || b.key === null) return a.key === null ? (b.key === null ? 0 : 1) : -1;
  return a.key - b.key;
}

/** The pareto answer: rows sorted by duration, each with the share of the total up to and including it. */
export function paretoAnswer(sums: readonly ParetoSum[]): ParetoAnswer {
  const sorted = [...sums].sort(byDuration);
  const totalMs = sorted.reduce((sum, row) => sum + row.durationMs, 0);
  const totalCount = sorted.reduce((sum, row) => sum + row.count, 0);
  let running = 0;
  const rows = sorted.map((row) => {
    running += row.durationMs;
    return { ...row, cumulativeShare: totalMs > 0 ? running / totalMs : 0 };
  });
  return { rows, totalMs, totalCount };
}
