/**
 * The standard normal distribution function Φ, to about 1e-15 absolute, by Marsaglia's series
 * Φ(x) = ½ + φ(x)·(x + x³/3 + x⁵/(3·5) + …) (G. Marsaglia, "Evaluating the Normal Distribution",
 * Journal of Statistical Software 11(4), 2004). Every term has the sign of x, so nothing cancels.
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < -37) return 0;
  if (x > 37) return 1;
  let term = x;
  let sum = x;
  const x2 = x * x;
  for (let i = 3; sum + term !== sum; i += 2) {
    term = (term * x2) / i;
    sum += term;
  }
  return 0.5 + sum * normalPdf(x);
}

/** The standard normal density φ. */
export function normalPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}
