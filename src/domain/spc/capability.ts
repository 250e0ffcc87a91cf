import { isAttributeChart, type Capability, type ChartLimits, type ChartType } from './chart-model.js';

/**
 * Capability and performance indices of the individual values against the specification limits (AIAG,
 * Statistical Process Control Reference Manual, 2nd ed., 2005, ch. IV): with σw the within-subgroup sigma of
 * the chart (R̄/d2, S̄/c4 or MR̄/d2) Cp = (USL − LSL)/6σw and Cpk = min(USL − μ, μ − LSL)/3σw; Pp and Ppk the
 * same with the overall sample standard deviation s (n − 1). With one limit only, Cpk/Ppk come from that side
 * and Cp/Pp are null. An index is null when its limits or its sigma are missing, its sigma is not above 0, or
 * fewer than 2 values are given. Values that are not finite are left out; `mean` is NaN when none is left.
 */
export function capability(values: readonly number[], sigmaWithin: number | null, lsl: number | null, usl: number | null): Capability {
  let n = 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    if (Number.isFinite(x)) {
      n++;
      sum += x;
    }
  }
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    if (Number.isFinite(x)) squares += (x - mean) * (x - mean);
  }
  const sigmaOverall = n >= 2 ? Math.sqrt(squares / (n - 1)) : null;
  const low = Number.isFinite(lsl) ? lsl : null;
  const high = Number.isFinite(usl) ? usl : null;
  const within = n >= 2 ? usableSigma(sigmaWithin) : null;
  const overall = usableSigma(sigmaOverall);
  return {
    mean,
    sigmaWithin,
    sigmaOverall,
    lsl,
    usl,
    cp: potential(within, low, high),
    cpk: centred(within, mean, low, high),
    pp: potential(overall, low, high),
    ppk: centred(overall, mean, low, high),
    n,
  };
}

const usableSigma = (sigma: number | null): number | null => (sigma !== null && Number.isFinite(sigma) && sigma > 0 ? sigma : null);

/** (USL − LSL)/6σ, both limits needed. */
function potential(sigma: number | null, lsl: number | null, usl: number | null): number | null {
  return sigma === null || lsl === null || usl === null ? null : (usl - lsl) / (6 * sigma);
}

/** The distance from the mean to the nearer given limit over 3σ. */
function centred(sigma: number | null, mean: number, lsl: number | null, usl: number | null): number | null {
  if (sigma === null || (lsl === null && usl === null)) return null;
  const upper = usl === null ? Infinity : usl - mean;
  const lower = lsl === null ? Infinity : mean - lsl;
  return Math.min(upper, lower) / (3 * sigma);
}

/**
 * The within-subgroup sigma of the process from a chart's limits: σ̂ = sigma·√n for X̄ charts (n the subgroup
 * size, or the average size the limits were computed at), sigma itself for I-MR, null for attribute charts.
 */
export function sigmaWithinOf(chart: ChartType, limits: Pick<ChartLimits, 'sigma'>, subgroupSize: number): number | null {
  if (isAttributeChart(chart)) return null;
  return chart === 'i-mr' ? limits.sigma : limits.sigma * Math.sqrt(subgroupSize);
}
