import type { HistogramBin } from './chart-model.js';

/**
 * Bins of equal width from the smallest to the largest value, each [from, to) but the last closed [from, to].
 * The default number of bins is Sturges' rule ⌈log₂ n⌉ + 1 (H. A. Sturges, "The Choice of a Class Interval",
 * J. Amer. Statist. Assoc. 21(153), 1926). All values equal (or a spread doubles cannot split) → one bin; no values → none. Values that are not
 * finite are left out. RangeError when `bins` is not a positive integer.
 */
export function histogram(values: readonly number[], bins?: number): HistogramBin[] {
  if (bins !== undefined && (!Number.isInteger(bins) || bins < 1)) throw new RangeError(`bins must be a positive integer, got ${bins}`);
  let n = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    if (!Number.isFinite(x)) continue;
    n++;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  if (n === 0) return [];
  const count = bins ?? Math.ceil(Math.log2(n)) + 1;
  const width = (max - min) / count;
  // All values equal, or a spread too small (or too large) for doubles to split.
  if (!(width > 0 && Number.isFinite(width))) return [{ from: min, to: max, count: n }];
  const edge = (i: number): number => (i === count ? max : min + i * width);
  const counts = new Array<number>(count).fill(0);
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    if (!Number.isFinite(x)) continue;
    let bin = Math.min(count - 1, Math.floor((x - min) / width));
    // Division and the edges round differently: keep every value inside the bin whose edges are shown.
    while (bin < count - 1 && x >= edge(bin + 1)) bin++;
    while (bin > 0 && x < edge(bin)) bin--;
    counts[bin]!++;
  }
  return counts.map((c, i) => ({ from: edge(i), to: edge(i + 1), count: c }));
}
