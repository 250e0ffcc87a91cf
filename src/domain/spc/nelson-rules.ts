import type { RuleOptions, Violations } from './chart-model.js';

/** Rule 0 and Nelson's rules 1–8 over the plotted values (helper B). */
export function evaluateRules(values: ArrayLike<number>, center: number, sigma: number, options: RuleOptions = {}): Violations {
  throw new Error(`not built yet: ${values.length} ${center} ${sigma} ${JSON.stringify(options)}`);
}
