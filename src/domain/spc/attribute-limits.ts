import type { AttributeChart, ChartLimits } from './chart-model.js';
import { assertSigmaMultiple } from './subgroup-statistics.js';

/**
 * Limits of p, np, c and u charts at k sigma (Montgomery, Introduction to Statistical Quality Control, 6th ed.,
 * §7.2 p and np, §7.3 c and u): p̄ = Σd/Σn with σ = √(p̄(1−p̄)/n); np = n·p̄ with σ = √(np̄(1−p̄)) (constant n);
 * c̄ ± k√c̄; ū = Σc/Σn with σ = √(ū/n). Lower limits are clipped at 0, p's upper at 1 and np's at n.
 * With unequal sizes, p and u have `lcl`/`ucl`/`sigma` at the average size and per-point limits at each nᵢ
 * (§7.2.2, variable sample size). `sizes` is ignored by the c chart. RangeError on no counts, a negative or
 * non-finite count, a non-positive size, more defectives than the sample (p, np), unequal np sizes, or k ≤ 0.
 */
export function attributeLimits(chart: AttributeChart, counts: readonly number[], sizes: readonly number[], k: number): ChartLimits {
  assertSigmaMultiple(k);
  const m = counts.length;
  if (m === 0) throw new RangeError('no counts');
  if (chart !== 'c' && sizes.length !== m) throw new RangeError(`${m} counts but ${sizes.length} sizes`);
  let totalCount = 0;
  let totalSize = 0;
  let equalSizes = true;
  for (let i = 0; i < m; i++) {
    const count = counts[i]!;
    if (!Number.isFinite(count) || count < 0) throw new RangeError(`counts[${i}] must be a number ≥ 0, got ${count}`);
    totalCount += count;
    if (chart === 'c') continue;
    const size = sizes[i]!;
    if (!Number.isFinite(size) || size <= 0) throw new RangeError(`sizes[${i}] must be a positive number, got ${size}`);
    if ((chart === 'p' || chart === 'np') && count > size) throw new RangeError(`counts[${i}] (${count}) exceeds its sample size ${size}`);
    if (size !== sizes[0]) equalSizes = false;
    totalSize += size;
  }

  if (chart === 'c') {
    const center = totalCount / m;
    return linesAt(center, Math.sqrt(center), k, Infinity);
  }
  if (chart === 'np') {
    if (!equalSizes) throw new RangeError('an np chart needs a constant sample size');
    const n = sizes[0]!;
    const p = totalCount / totalSize;
    return linesAt(n * p, Math.sqrt(n * p * (1 - p)), k, n);
  }

  const center = totalCount / totalSize;
  const sigmaAt = chart === 'p' ? (n: number) => Math.sqrt((center * (1 - center)) / n) : (n: number) => Math.sqrt(center / n);
  const upperBound = chart === 'p' ? 1 : Infinity;
  const limits = linesAt(center, sigmaAt(totalSize / m), k, upperBound);
  if (!equalSizes) {
    limits.lclByPoint = sizes.map((n) => Math.max(0, center - k * sigmaAt(n)));
    limits.uclByPoint = sizes.map((n) => Math.min(upperBound, center + k * sigmaAt(n)));
  }
  return limits;
}

function linesAt(center: number, sigma: number, k: number, upperBound: number): ChartLimits {
  return { center, lcl: Math.max(0, center - k * sigma), ucl: Math.min(upperBound, center + k * sigma), sigma };
}
