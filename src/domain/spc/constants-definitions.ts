/**
 * The control chart constants computed from their definitions for samples of n independent normal values
 * (ASTM Manual on Presentation of Data and Control Chart Analysis, MNL 7, Part 3; Montgomery, Introduction to
 * Statistical Quality Control, 6th ed., §6.2 and Appendix VI). The published table (constants.ts) is checked
 * against these; they are too slow (numerical integration) to run per request.
 */
import { normalCdf } from './normal-distribution.js';

function assertSampleSize(n: number): void {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`n must be an integer ≥ 2, got ${n}`);
}

/**
 * c4 = E[s]/σ = √(2/(n−1))·Γ(n/2)/Γ((n−1)/2). The gamma ratio r(n) follows r(n+2) = r(n)·n/(n−1)
 * (from Γ(x+1) = xΓ(x)) from r(2) = Γ(1)/Γ(½) = 1/√π and r(3) = Γ(3/2)/Γ(1) = √π/2, exactly.
 */
export function c4Of(n: number): number {
  assertSampleSize(n);
  let m = n % 2 === 0 ? 2 : 3;
  let ratio = m === 2 ? 1 / Math.sqrt(Math.PI) : Math.sqrt(Math.PI) / 2;
  while (m < n) {
    m += 2;
    ratio *= (m - 2) / (m - 3);
  }
  return Math.sqrt(2 / (n - 1)) * ratio;
}

/**
 * Grid of the integrals: Φ is 0 or 1 to double precision beyond ±GRID_LIMIT, so the integrands vanish there;
 * halving the step changes d2 and d3 by less than 1e-9.
 */
const GRID_LIMIT = 9;
const GRID_STEP = 0.02;

let gridCdf: Float64Array | null = null;
function cdfGrid(): Float64Array {
  if (gridCdf) return gridCdf;
  const points = Math.round((2 * GRID_LIMIT) / GRID_STEP) + 1;
  gridCdf = new Float64Array(points);
  for (let i = 0; i < points; i++) gridCdf[i] = normalCdf(-GRID_LIMIT + i * GRID_STEP);
  return gridCdf;
}

/**
 * E[(W − w)⁺] for the range W of n normal values, at w = j·h for j = 0…J:
 * ∫ P(min ≤ s, max > s + w) ds with P(min ≤ s, max > t) = 1 − (1−Φ(s))ⁿ − Φ(t)ⁿ + (Φ(t) − Φ(s))ⁿ (s < t).
 * The integrand is smooth and vanishes at both ends of the grid, so the trapezoid rule converges fast.
 */
function rangeExcessByShift(n: number): Float64Array {
  const cdf = cdfGrid();
  const points = cdf.length;
  const belowPow = new Float64Array(points);
  const abovePow = new Float64Array(points);
  for (let i = 0; i < points; i++) {
    belowPow[i] = cdf[i]! ** n;
    abovePow[i] = (1 - cdf[i]!) ** n;
  }
  const excess = new Float64Array(points);
  for (let j = 0; j < points; j++) {
    let sum = 0;
    for (let i = 0; i + j < points; i++) {
      sum += 1 - abovePow[i]! - belowPow[i + j]! + (cdf[i + j]! - cdf[i]!) ** n;
    }
    excess[j] = sum * GRID_STEP;
  }
  return excess;
}

/** d2 = E[W]/σ = ∫ 1 − (1−Φ(x))ⁿ − Φ(x)ⁿ dx over ℝ (Tippett, Biometrika 17, 1925), by the trapezoid rule. */
export function d2Of(n: number): number {
  assertSampleSize(n);
  const cdf = cdfGrid();
  let sum = 0;
  for (let i = 0; i < cdf.length; i++) sum += 1 - (1 - cdf[i]!) ** n - cdf[i]! ** n;
  return sum * GRID_STEP;
}

/**
 * d3 = sd(W)/σ, from E[W²] = 2∫∫_{s<t} P(min ≤ s, max > t) ds dt = 2∫₀^∞ E[(W − w)⁺] dw
 * (as ∫₀^∞ (W − w)⁺ dw = W²/2; the outer integral by Simpson's rule) and d3² = E[W²] − d2².
 */
export function d3Of(n: number): number {
  assertSampleSize(n);
  const excess = rangeExcessByShift(n);
  const last = excess.length % 2 === 1 ? excess.length - 1 : excess.length - 2;
  let simpson = excess[0]! + excess[last]!;
  for (let j = 1; j < last; j++) simpson += (j % 2 === 1 ? 4 : 2) * excess[j]!;
  const meanSquare = (2 * simpson * GRID_STEP) / 3;
  const mean = excess[0]!;
  return Math.sqrt(meanSquare - mean * mean);
}

/** The constants of one sample size at k sigma (k = 3: the published A2, A3, B3, B4, D3, D4). */
export interface DefinedConstants {
  A2: number;
  A3: number;
  c4: number;
  B3: number;
  B4: number;
  d2: number;
  d3: number;
  D3: number;
  D4: number;
}

/** A2 = k/(d2√n), A3 = k/(c4√n), B3, B4 = 1 ∓ k√(1−c4²)/c4, D3, D4 = 1 ∓ k·d3/d2 (lower ones not below 0). */
export function constantsFromFactors(n: number, factors: { c4: number; d2: number; d3: number }, k = 3): DefinedConstants {
  const { c4, d2, d3 } = factors;
  const sSpread = (k * Math.sqrt(1 - c4 * c4)) / c4;
  const rSpread = (k * d3) / d2;
  return {
    A2: k / (d2 * Math.sqrt(n)),
    A3: k / (c4 * Math.sqrt(n)),
    c4,
    B3: Math.max(0, 1 - sSpread),
    B4: 1 + sSpread,
    d2,
    d3,
    D3: Math.max(0, 1 - rSpread),
    D4: 1 + rSpread,
  };
}

/** Every constant of sample size n from the definitions (numerical integration: about 0.1 s). */
export function constantsFromDefinitions(n: number, k = 3): DefinedConstants {
  return constantsFromFactors(n, { c4: c4Of(n), d2: d2Of(n), d3: d3Of(n) }, k);
}
