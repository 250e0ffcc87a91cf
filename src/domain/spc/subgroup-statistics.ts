/** Plain-loop statistics of one subgroup (used over hundreds of thousands of values). */

export function mean(values: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

/** Largest minus smallest value. */
export function range(values: readonly number[]): number {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return max - min;
}

/** Sample standard deviation s (divisor n − 1), in two passes so that values far from zero keep their precision. */
export function sampleStandardDeviation(values: readonly number[], valuesMean = mean(values)): number {
  let squares = 0;
  for (let i = 0; i < values.length; i++) {
    const deviation = values[i]! - valuesMean;
    squares += deviation * deviation;
  }
  return Math.sqrt(squares / (values.length - 1));
}

/** RangeError unless every value is a finite number. */
export function assertFiniteValues(values: readonly number[], what: string): void {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) throw new RangeError(`${what}: value ${i} is not a finite number (${values[i]})`);
  }
}

/** RangeError unless k (the sigma multiple of the limits) is a positive finite number. */
export function assertSigmaMultiple(k: number): void {
  if (!Number.isFinite(k) || k <= 0) throw new RangeError(`k must be a positive number, got ${k}`);
}
