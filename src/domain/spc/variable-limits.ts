import { MAX_SUBGROUP_SIZE, MIN_SUBGROUP_SIZE, type ChartLimits, type LimitLines, type VariableChart } from './chart-model.js';
import { preciseFactors } from './constants.js';
import { assertFiniteValues, assertSigmaMultiple, mean, range, sampleStandardDeviation } from './subgroup-statistics.js';

/**
 * Limits of X̄-R, X̄-S (subgroups of 2–25) and I-MR (subgroups of one value) at k sigma, from the subgroups
 * themselves (Montgomery, Introduction to Statistical Quality Control, 6th ed., §6.2 X̄-R, §6.3 X̄-S, §6.4
 * individuals; at k = 3 they are the A2, D3, D4, A3, B3, B4 limits of the constants table). c4, d2 and d3 are
 * taken to nine decimals (constants.ts). `sigma` is the standard deviation of the plotted statistic.
 *
 * Subgroups of unequal sizes (X̄ charts): each Rᵢ/d2(nᵢ) or sᵢ/c4(nᵢ) is an unbiased estimate of σ, so σ̂ is
 * their mean; the center is the grand mean Σnᵢx̄ᵢ/Σnᵢ; `lcl`/`ucl`/`sigma` are at the average size n̄ and
 * `lclByPoint`/`uclByPoint` at each nᵢ (center ± kσ̂/√nᵢ); the R or S chart is the one of subgroups of size
 * round(n̄) with σ̂ as the standard (center d2σ̂ or c4σ̂).
 * RangeError on no subgroups, a size outside 2–25 (X̄), a subgroup that is not one value or fewer than two
 * values (I-MR), a value that is not finite, or k ≤ 0.
 */
export function variableLimits(chart: VariableChart, subgroups: readonly (readonly number[])[], k: number): ChartLimits {
  assertSigmaMultiple(k);
  if (subgroups.length === 0) throw new RangeError('no subgroups');
  for (let i = 0; i < subgroups.length; i++) assertFiniteValues(subgroups[i]!, `subgroup ${i}`);
  return chart === 'i-mr' ? individualsLimits(subgroups, k) : subgroupMeanLimits(chart, subgroups, k);
}

/** σ̂ = MR̄/d2(2), center x̄ ± kσ̂; the MR chart MR̄(1 ∓ k·d3/d2) at n = 2. */
function individualsLimits(subgroups: readonly (readonly number[])[], k: number): ChartLimits {
  if (subgroups.length < 2) throw new RangeError('an I-MR chart needs at least 2 values');
  let sum = 0;
  let movingRanges = 0;
  for (let i = 0; i < subgroups.length; i++) {
    const values = subgroups[i]!;
    if (values.length !== 1) throw new RangeError(`subgroup ${i} has ${values.length} values: I-MR charts individuals`);
    const x = values[0]!;
    sum += x;
    if (i > 0) movingRanges += Math.abs(x - subgroups[i - 1]![0]!);
  }
  const center = sum / subgroups.length;
  const averageMovingRange = movingRanges / (subgroups.length - 1);
  const { d2, d3 } = preciseFactors(2);
  const sigma = averageMovingRange / d2;
  return {
    center,
    lcl: center - k * sigma,
    ucl: center + k * sigma,
    sigma,
    dispersion: spreadLines(averageMovingRange, (k * d3) / d2),
  };
}

function subgroupMeanLimits(chart: 'xbar-r' | 'xbar-s', subgroups: readonly (readonly number[])[], k: number): ChartLimits {
  const m = subgroups.length;
  const firstSize = subgroups[0]!.length;
  const firstFactors = preciseFactors(Math.min(Math.max(firstSize, MIN_SUBGROUP_SIZE), MAX_SUBGROUP_SIZE));
  let equalSizes = true;
  let weightedSum = 0;
  let totalSize = 0;
  let dispersionSum = 0;
  let sigmaEstimateSum = 0;
  for (let i = 0; i < m; i++) {
    const values = subgroups[i]!;
    const n = values.length;
    if (n < MIN_SUBGROUP_SIZE || n > MAX_SUBGROUP_SIZE) {
      throw new RangeError(`subgroup ${i} has ${n} values; X̄ charts need ${MIN_SUBGROUP_SIZE}–${MAX_SUBGROUP_SIZE}`);
    }
    if (n !== firstSize) equalSizes = false;
    const subgroupMean = mean(values);
    const dispersion = chart === 'xbar-r' ? range(values) : sampleStandardDeviation(values, subgroupMean);
    const factors = n === firstSize ? firstFactors : preciseFactors(n);
    weightedSum += n * subgroupMean;
    totalSize += n;
    dispersionSum += dispersion;
    sigmaEstimateSum += dispersion / (chart === 'xbar-r' ? factors.d2 : factors.c4);
  }

  const center = weightedSum / totalSize;
  const averageSize = totalSize / m;
  const chartSize = equalSizes ? firstSize : Math.round(averageSize);
  const { c4, d2, d3 } = preciseFactors(chartSize);
  const sigmaWithin = equalSizes ? dispersionSum / m / (chart === 'xbar-r' ? d2 : c4) : sigmaEstimateSum / m;
  const dispersionCenter = equalSizes ? dispersionSum / m : sigmaWithin * (chart === 'xbar-r' ? d2 : c4);
  const dispersionSpread = chart === 'xbar-r' ? (k * d3) / d2 : (k * Math.sqrt(1 - c4 * c4)) / c4;
  const sigma = sigmaWithin / Math.sqrt(averageSize);
  const limits: ChartLimits = {
    center,
    lcl: center - k * sigma,
    ucl: center + k * sigma,
    sigma,
    dispersion: spreadLines(dispersionCenter, dispersionSpread),
  };
  if (!equalSizes) {
    limits.lclByPoint = subgroups.map((values) => center - (k * sigmaWithin) / Math.sqrt(values.length));
    limits.uclByPoint = subgroups.map((values) => center + (k * sigmaWithin) / Math.sqrt(values.length));
  }
  return limits;
}

/** A dispersion chart's lines: center·(1 ∓ spread), the lower one not below 0. */
function spreadLines(center: number, spread: number): LimitLines {
  return { center, lcl: Math.max(0, center * (1 - spread)), ucl: center * (1 + spread) };
}
