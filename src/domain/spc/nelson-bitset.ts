/*
 * Rule 0 and Nelson's rules 1–8 evaluated 32 points at a time (Nelson, L.S. (1984) "The Shewhart Control Chart—Tests
 * for Special Causes", J. Quality Technology 16(4):237–239; zones at 1 and 2 sigma from Western Electric, Statistical
 * Quality Control Handbook (1956)). The conventions are those documented in nelson-rules.ts; only the way of
 * computing them differs.
 *
 * Pass 1, per point: z once, compared with the zone borders, each answer shifted into one 32-bit word per predicate,
 * so the first point of a word ends at bit 31 (bit 31 − j = point 32w + j). Pass 2, one short loop per rule asked
 * over those words: a run or window is an AND / OR of a word shifted by whole points, the points before the word
 * read from the previous word; the hits are the set bits. A non-finite value has every predicate bit 0, which is what
 * makes every run and window start again after a gap. Rules 0 and 1 are rare: their exact test runs only on the
 * points of the zone they imply.
 */

/** One word per 32 points for each predicate pass 2 reads. */
interface Words {
  above0: Int32Array; // z > 0
  below0: Int32Array; // z < 0
  inside1: Int32Array; // |z| ≤ 1
  beyond1: Int32Array; // |z| > 1
  beyond2: Int32Array; // |z| > 2
  rise: Int32Array; // x above the previous value
  fall: Int32Array;
  turn: Int32Array; // a step opposite to the step before it (rule 4)
  valid: Int32Array; // finite
}

/** Each point's bit replaced by that of the point `shift` (1–31) places earlier, read from `previous` before the word. */
export const back = (word: number, previous: number, shift: number): number => (word >>> shift) | (previous << (32 - shift));

/**
 * Bit set where the `length` points ending at that point (2–32) all have their bit set. By doubling: after each step
 * a bit says the `span` points ending there are set, for this word and for the previous one (whose points before
 * its own first read as unset, which only matters for runs longer than 32).
 */
export function runEnds(word: number, previous: number, length: number): number {
  let current = word & back(word, previous, 1);
  let earlier = previous & (previous >>> 1);
  let span = 2;
  if (length >= 4) {
    current &= back(current, earlier, 2);
    earlier &= earlier >>> 2;
    span = 4;
  }
  if (length >= 8) {
    current &= back(current, earlier, 4);
    earlier &= earlier >>> 4;
    span = 8;
  }
  if (length >= 16) {
    current &= back(current, earlier, 8);
    earlier &= earlier >>> 8;
    span = 16;
  }
  // Two overlapping spans cover the rest: those ending at the point and `length − span` points earlier.
  return span < length ? current & back(current, earlier, length - span) : current;
}

/** Appends 32w + j for each point j set in word w, ascending. */
export function pushBits(word: number, w: number, into: number[]): void {
  for (let rest = word; rest !== 0; rest &= ~(1 << (31 - Math.clz32(rest)))) into.push(32 * w + Math.clz32(rest));
}

/** No zone: the rule is not asked for, or its limit is absent. */
const NO_ZONE = -2;

/**
 * The zone holding every point beyond `limit` on one side (z > limit above, z < −limit below; `onLimit` when a point
 * on the limit counts): 2 → beyond 2 sigma, 1 → beyond 1 sigma, 0 → that side of the center, −1 → any finite point.
 */
const zoneBeyond = (limit: number, onLimit: boolean): number => [2, 1, 0].find((zone) => (onLimit ? limit > zone : limit >= zone)) ?? -1;

const zoneWord = (zone: number, side: number, beyond1: number, beyond2: number, valid: number): number =>
  zone === 2 ? side & beyond2 : zone === 1 ? side & beyond1 : zone === 0 ? side : zone === -1 ? valid : 0;

/** Rules 0 and 1, rare: their exact tests (raw value outside lsl–usl, |z| > k) run only on the points of their zones. */
interface Outliers {
  k: number;
  lsl: number;
  usl: number;
  lowZone: number;
  highZone: number;
  kZone: number;
  /** Null when the rule is not asked for. */
  specHits: number[] | null;
  kHits: number[] | null;
}

function outliersOf(center: number, sigma: number, k: number, lsl: number, usl: number, specHits: number[] | null, kHits: number[] | null): Outliers {
  // x < lsl gives z ≤ (lsl − center) / sigma, as rounding keeps the order: only that zone's points need the test.
  const lowZone = specHits !== null && lsl !== -Infinity ? zoneBeyond((center - lsl) / sigma, true) : NO_ZONE;
  const highZone = specHits !== null && usl !== Infinity ? zoneBeyond((usl - center) / sigma, true) : NO_ZONE;
  const kZone = kHits !== null ? zoneBeyond(k, false) : NO_ZONE;
  return { k, lsl, usl, lowZone, highZone, kZone, specHits, kHits };
}

/** Both tests on each candidate of word w: one of another rule's zone is tested as well, which does no harm. */
function pushOutliers(values: ArrayLike<number>, center: number, sigma: number, outliers: Outliers, w: number, candidates: number): void {
  const { k, lsl, usl, specHits, kHits } = outliers;
  for (let rest = candidates; rest !== 0; rest &= ~(1 << (31 - Math.clz32(rest)))) {
    const i = 32 * w + Math.clz32(rest);
    const x = values[i]!;
    if (specHits !== null && (x < lsl || x > usl)) specHits.push(i);
    const z = (x - center) / sigma;
    if (kHits !== null && (z > k || z < -k)) kHits.push(i);
  }
}

/**
 * Pass 1, and rules 0 and 1 on each word while its values are still in the cache (a later pass would fetch each
 * candidate from memory again). Comparisons as 0/1 integers, no branch: random data would mispredict half of them.
 */
function predicateWords(values: ArrayLike<number>, center: number, sigma: number, outliers: Outliers): Words {
  const n = values.length;
  const count = Math.ceil(n / 32);
  const words: Words = {
    above0: new Int32Array(count),
    below0: new Int32Array(count),
    inside1: new Int32Array(count),
    beyond1: new Int32Array(count),
    beyond2: new Int32Array(count),
    rise: new Int32Array(count),
    fall: new Int32Array(count),
    turn: new Int32Array(count),
    valid: new Int32Array(count),
  };
  let last = NaN; // the previous value, NaN after a gap, so no step is seen across it
  let lastRise = 0;
  let lastFall = 0;
  for (let w = 0; w < count; w++) {
    const end = Math.min(n, 32 * w + 32);
    let above0 = 0;
    let below0 = 0;
    let beyond1 = 0;
    let beyond2 = 0;
    let rise = 0;
    let fall = 0;
    let gaps = 0; // NaN once the word holds a non-finite value; cheaper than one more bit per point
    for (let i = 32 * w; i < end; i++) {
      const x = values[i]!;
      const spread = x - x; // NaN for ±Infinity as for NaN, which makes every comparison below false
      const finite = x + spread;
      const z = (finite - center) / sigma;
      const size = Math.abs(z);
      gaps += spread;
      above0 = (above0 << 1) | +(z > 0);
      below0 = (below0 << 1) | +(z < 0);
      beyond1 = (beyond1 << 1) | +(size > 1);
      beyond2 = (beyond2 << 1) | +(size > 2);
      rise = (rise << 1) | +(finite > last);
      fall = (fall << 1) | +(finite < last);
      last = finite;
    }
    const pad = 32 - (end - 32 * w); // a last, shorter word: its first point to bit 31 as well
    const valid = gaps === 0 ? -1 << pad : validBits(values, 32 * w, end) << pad;
    const candidates =
      zoneWord(outliers.lowZone, below0 << pad, beyond1 << pad, beyond2 << pad, valid) |
      zoneWord(outliers.highZone, above0 << pad, beyond1 << pad, beyond2 << pad, valid) |
      zoneWord(outliers.kZone, valid, beyond1 << pad, beyond2 << pad, valid);
    if (candidates !== 0) pushOutliers(values, center, sigma, outliers, w, candidates);
    words.above0[w] = above0 << pad;
    words.below0[w] = below0 << pad;
    words.beyond1[w] = beyond1 << pad;
    words.beyond2[w] = beyond2 << pad;
    words.valid[w] = valid;
    words.inside1[w] = valid & ~(beyond1 << pad);
    words.rise[w] = rise << pad;
    words.fall[w] = fall << pad;
    // A turn needs both steps non-zero: a tie or a gap is no step.
    words.turn[w] = ((rise << pad) & back(fall << pad, lastFall, 1)) | ((fall << pad) & back(rise << pad, lastRise, 1));
    lastRise = rise << pad;
    lastFall = fall << pad;
  }
  return words;
}

/** The finite points of one word, bit by bit (only for the rare word holding a gap). */
function validBits(values: ArrayLike<number>, start: number, end: number): number {
  let valid = 0;
  for (let i = start; i < end; i++) valid = (valid << 1) | +(values[i]! - values[i]! === 0);
  return valid;
}

/** Rules 2, 3, 4 and 7: the points ending a run of `length` set bits in `first` or in `second`. */
function pushRuns(first: Int32Array, second: Int32Array | null, length: number, into: number[]): void {
  let previousFirst = 0;
  let previousSecond = 0;
  for (let w = 0; w < first.length; w++) {
    let ends = runEnds(first[w]!, previousFirst, length);
    previousFirst = first[w]!;
    if (second !== null) {
      ends |= runEnds(second[w]!, previousSecond, length);
      previousSecond = second[w]!;
    }
    if (ends !== 0) pushBits(ends, w, into);
  }
}

/** Rule 5, one side: the point beyond 2 sigma and one more among the 2 before it, not across a gap. */
const twoOfThree = (beyond: number, previous: number, connected1: number): number =>
  beyond & (back(beyond, previous, 1) | (back(beyond, previous, 2) & connected1));

/** Rule 6, one side: the point beyond 1 sigma and at least 3 more among the 4 before it, not across a gap. */
function fourOfFive(beyond: number, previous: number, connected1: number, connected2: number, connected3: number): number {
  const one = back(beyond, previous, 1);
  const two = back(beyond, previous, 2) & connected1;
  const three = back(beyond, previous, 3) & connected2;
  const four = back(beyond, previous, 4) & connected3;
  return beyond & ((one & two & (three | four)) | (three & four & (one | two)));
}

/** Rule 5 over all words. */
function pushTwoOfThree(words: Words, into: number[]): void {
  let previousValid = 0;
  let previousAbove = 0;
  let previousBelow = 0;
  for (let w = 0; w < words.beyond2.length; w++) {
    // A window is cut at the last gap: a point counts only when all between it and the newest are finite.
    const valid = words.valid[w]!;
    const above = words.beyond2[w]! & words.above0[w]!;
    const below = words.beyond2[w]! & words.below0[w]!;
    const connected1 = back(valid, previousValid, 1);
    const fires = twoOfThree(above, previousAbove, connected1) | twoOfThree(below, previousBelow, connected1);
    if (fires !== 0) pushBits(fires, w, into);
    previousValid = valid;
    previousAbove = above;
    previousBelow = below;
  }
}

/** Rule 6 over all words. */
function pushFourOfFive(words: Words, into: number[]): void {
  let previousValid = 0;
  let previousAbove = 0;
  let previousBelow = 0;
  for (let w = 0; w < words.beyond1.length; w++) {
    // A window is cut at the last gap: a point counts only when all between it and the newest are finite.
    const valid = words.valid[w]!;
    const above = words.beyond1[w]! & words.above0[w]!;
    const below = words.beyond1[w]! & words.below0[w]!;
    const connected1 = back(valid, previousValid, 1);
    const connected2 = connected1 & back(valid, previousValid, 2);
    const connected3 = connected2 & back(valid, previousValid, 3);
    const fires = fourOfFive(above, previousAbove, connected1, connected2, connected3) | fourOfFive(below, previousBelow, connected1, connected2, connected3);
    if (fires !== 0) pushBits(fires, w, into);
    previousValid = valid;
    previousAbove = above;
    previousBelow = below;
  }
}

/** Rule 8: 8 in a row beyond 1 sigma, not all 8 above nor all 8 below (beyond 1 sigma, the side is that of z). */
function pushMixedRuns(words: Words, into: number[]): void {
  let previousBeyond = 0;
  let previousAbove = 0;
  let previousBelow = 0;
  for (let w = 0; w < words.beyond1.length; w++) {
    const beyond = words.beyond1[w]!;
    const above = words.above0[w]!;
    const below = words.below0[w]!;
    const fires = runEnds(beyond, previousBeyond, 8) & ~runEnds(above, previousAbove, 8) & ~runEnds(below, previousBelow, 8);
    if (fires !== 0) pushBits(fires, w, into);
    previousBeyond = beyond;
    previousAbove = above;
    previousBelow = below;
  }
}

const asked = (rules: number, rule: number) => (rules & (1 << rule)) !== 0;

/**
 * Appends to hits[rule] the indexes flagged by each rule whose bit is set in `rules`, ascending, by the conventions
 * of nelson-rules.ts. Options are already checked (finite center and k, sigma > 0, lsl/usl ±Infinity when absent).
 */
export function scanBits(values: ArrayLike<number>, center: number, sigma: number, k: number, lsl: number, usl: number, rules: number, hits: number[][]): void {
  const outliers = outliersOf(center, sigma, k, lsl, usl, asked(rules, 0) ? hits[0]! : null, asked(rules, 1) ? hits[1]! : null);
  const words = predicateWords(values, center, sigma, outliers);
  if (asked(rules, 2)) pushRuns(words.above0, words.below0, 9, hits[2]!);
  if (asked(rules, 3)) pushRuns(words.rise, words.fall, 5, hits[3]!); // 5 steps = 6 points
  if (asked(rules, 4)) pushRuns(words.turn, null, 12, hits[4]!); // 12 turns = 13 alternating steps = 14 points
  if (asked(rules, 5)) pushTwoOfThree(words, hits[5]!);
  if (asked(rules, 6)) pushFourOfFive(words, hits[6]!);
  if (asked(rules, 7)) pushRuns(words.inside1, null, 15, hits[7]!);
  if (asked(rules, 8)) pushMixedRuns(words, hits[8]!);
}
