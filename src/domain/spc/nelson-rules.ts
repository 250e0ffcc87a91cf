import { RULE_NUMBERS, type RuleOptions, type Violations } from './chart-model.js';
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
 * One pass with a few integers per rule (run lengths, bit masks of the last points beyond 1 and 2 sigma), because
 * the evaluation job runs this over up to a million points; tests/bench/spc-rules-bench.ts measures it.
 */

/**
 * Whether the newest point completes its window, indexed by the window's masks above and below side by side
 * (bit i = the point i places back is beyond): it must itself be beyond, with enough beyond on its side.
 */
const firesTable = (width: number, needed: number): Uint8Array => {
  const count = (bits: number): number => (bits === 0 ? 0 : (bits & 1) + count(bits >> 1));
  const fires = (mask: number) => (mask & 1) === 1 && count(mask) >= needed;
  const table = new Uint8Array(1 << (2 * width));
  for (let index = 0; index < table.length; index++) {
    table[index] = fires(index & ((1 << width) - 1)) || fires(index >> width) ? 1 : 0;
  }
  return table;
};
const TWO_OF_THREE = firesTable(3, 2);
const FOUR_OF_FIVE = firesTable(5, 4);

/** Rule 0 and Nelson's rules 1–8 over the plotted values: 0-based indexes per rule run, ascending. */
export function evaluateRules(values: ArrayLike<number>, center: number, sigma: number, options: RuleOptions = {}): Violations {
  const { rules, k, lsl, usl } = resolveRuleOptions(center, sigma, options);
  const hits = RULE_NUMBERS.map((): number[] => []);
  const asked = rules.reduce<number>((bits, rule) => bits | (1 << rule), 0);
  scan(values, center, sigma, k, lsl, usl, asked, hits);
  const violations: Violations = {};
  for (const rule of rules) violations[`${rule}`] = hits[rule]!;
  return violations;
}

/** The one pass; kept apart from the options so the optimised loop meets no code it has not run yet. */
function scan(values: ArrayLike<number>, center: number, sigma: number, k: number, lsl: number, usl: number, rules: number, hits: number[][]): void {
  let prev = NaN;
  let onAbove = 0; // rule 2: points in a row with z > 0
  let onBelow = 0;
  let rising = 0; // rule 3: strict steps in a row
  let falling = 0;
  let lastStep = 0; // rule 4: the last step (1 up, −1 down, 0 none), and turns in a row (up then down or down then up)
  let turns = 0;
  let beyond2Above = 0; // rule 5: bit masks of the last 3 points with z > 2 / z < −2
  let beyond2Below = 0;
  let beyond1Above = 0; // rules 6 and 8: bit masks of the last 8 points with z > 1 / z < −1
  let beyond1Below = 0;
  let inside = 0; // rule 7: points in a row with |z| ≤ 1
  let outside = 0; // rule 8: points in a row with |z| > 1

  // Branch-free arithmetic: random data would mispredict half of the comparisons if they were branches, so they
  // become 0/1 integers (+(a > b)), a run is continued or reset with a mask (0 − bit is all ones or 0; a product
  // would cost a −0 check), and only a rule that fires (rarely) branches, then asks whether it was asked for.
  const n = values.length;
  for (let i = 0; i < n; i++) {
    const x = values[i]!;
    if (x - x !== 0) {
      prev = NaN;
      onAbove = onBelow = rising = falling = lastStep = turns = 0;
      beyond2Above = beyond2Below = beyond1Above = beyond1Below = inside = outside = 0;
      continue;
    }
    const z = (x - center) / sigma;
    if ((x < lsl || x > usl) && rules & (1 << 0)) hits[0]!.push(i);
    if ((z > k || z < -k) && rules & (1 << 1)) hits[1]!.push(i);

    const above1 = +(z > 1);
    const below1 = +(z < -1);
    onAbove = (onAbove + 1) & (0 - +(z > 0));
    onBelow = (onBelow + 1) & (0 - +(z < 0));
    if ((onAbove | onBelow) >= 9 && rules & (1 << 2)) hits[2]!.push(i); // one of the two is 0

    const rise = +(x > prev); // 0 after a gap (prev NaN): no step
    const fall = +(x < prev);
    rising = (rising + 1) & (0 - rise);
    falling = (falling + 1) & (0 - fall);
    if ((rising | falling) >= 5 && rules & (1 << 3)) hits[3]!.push(i);
    const step = rise - fall;
    turns = (turns + 1) & (0 - +((step ^ lastStep) === -2)); // 1 ^ −1 = −1 ^ 1 = −2; any 0 or a repeat differs
    lastStep = step;
    if (turns >= 12 && rules & (1 << 4)) hits[4]!.push(i); // 12 turns = 13 alternating steps = 14 points

    beyond2Above = ((beyond2Above << 1) | +(z > 2)) & 7;
    beyond2Below = ((beyond2Below << 1) | +(z < -2)) & 7;
    if (TWO_OF_THREE[beyond2Above | (beyond2Below << 3)] === 1 && rules & (1 << 5)) hits[5]!.push(i);

    beyond1Above = ((beyond1Above << 1) | above1) & 0xff;
    beyond1Below = ((beyond1Below << 1) | below1) & 0xff;
    if (FOUR_OF_FIVE[(beyond1Above & 31) | ((beyond1Below & 31) << 5)] === 1 && rules & (1 << 6)) hits[6]!.push(i);

    const beyond1 = above1 | below1;
    inside = (inside + 1) & (beyond1 - 1);
    if (inside >= 15 && rules & (1 << 7)) hits[7]!.push(i);
    outside = (outside + 1) & (0 - beyond1);
    if (outside >= 8 && beyond1Above !== 0 && beyond1Below !== 0 && rules & (1 << 8)) hits[8]!.push(i);

    prev = x;
  }
}
