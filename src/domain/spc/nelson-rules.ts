import { RULE_NUMBERS, type RuleOptions, type Violations } from './chart-model.js';
import { scanBits } from './nelson-bitset.js';
import { resolveRuleOptions } from './nelson-options.js';

/*
 * Rule 0 and the eight tests for special causes of Nelson, L.S. (1984) "The Shewhart Control Chart—Tests for
 * Special Causes", J. Quality Technology 16(4):237–239; tests 1, 5 and 6 (and the zones A, B, C at 2 and 1 sigma)
 * come from Western Electric, Statistical Quality Control Handbook (1956).
 *
 * z = (x − center) / sigma. "Beyond" is strict (|z| > limit), "within" inclusive (|z| ≤ 1).
 *   0  x < lsl or x > usl (raw values, strict)
 *   1  |z| > k                                   5  2 of 3 with z > 2, or 2 of 3 with z < −2
 *   2  9 in a row with z > 0, or with z < 0      6  4 of 5 with z > 1, or 4 of 5 with z < −1
 *   3  6 in a row strictly rising or falling     7  15 in a row with |z| ≤ 1
 *   4  14 in a row alternating up and down       8  8 in a row with |z| > 1, some above and some below
 * Only rule 1 follows k: the zones of rules 5–8 are Nelson's fixed 1 and 2 sigma whatever the card's K.
 *
 * Which point is flagged: the one completing a run or window, and every later one that still completes it
 * (rule 2 flags the 9th, 10th, … point on one side). In rules 5 and 6 the flagged point is itself beyond, on
 * the side that has the count; a window near the start of the series or of a gap is shorter (missing points are
 * not beyond). A zero z breaks rule 2's run, equal consecutive values break rules 3 and 4. A non-finite value is a
 * gap: never flagged, and every run and window starts again after it.
 *
 * Evaluated 32 points at a time (nelson-bitset.ts: one bit per point and predicate, runs and windows as shifts of
 * whole words), because the evaluation job runs this over up to a million points; tests/bench/spc-rules-bench.ts
 * measures it.
 */

/** Rule 0 and Nelson's rules 1–8 over the plotted values: 0-based indexes per rule run, ascending. */
export function evaluateRules(values: ArrayLike<number>, center: number, sigma: number, options: RuleOptions = {}): Violations {
  const { rules, k, lsl, usl } = resolveRuleOptions(center, sigma, options);
  const hits = RULE_NUMBERS.map((): number[] => []);
  const asked = rules.reduce<number>((bits, rule) => bits | (1 << rule), 0);
  scanBits(values, center, sigma, k, lsl, usl, asked, hits);
  const violations: Violations = {};
  for (const rule of rules) violations[`${rule}`] = hits[rule]!;
  return violations;
}
