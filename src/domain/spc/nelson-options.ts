import { DEFAULT_K, RULE_NUMBERS, type RuleNumber, type RuleOptions } from './chart-model.js';

/** The checked inputs of `evaluateRules`: which rules run (ascending, once each), k and the specification limits. */
export interface ResolvedRuleOptions {
  rules: RuleNumber[];
  k: number;
  /** −Infinity / +Infinity when not given, so rule 0 never fires on that side. */
  lsl: number;
  usl: number;
}

const isGiven = (limit: number | null | undefined): limit is number => limit !== null && limit !== undefined;

/**
 * Throws RangeError on inputs no chart can have (a non-finite center, sigma ≤ 0, k ≤ 0, a NaN specification limit,
 * a rule outside 0–8), so callers validate user input first and a programming error cannot pass as "no violation".
 */
export function resolveRuleOptions(center: number, sigma: number, options: RuleOptions): ResolvedRuleOptions {
  if (!Number.isFinite(center)) throw new RangeError(`center must be a finite number, got ${center}`);
  if (!Number.isFinite(sigma) || sigma <= 0) throw new RangeError(`sigma must be a finite number above 0, got ${sigma}`);
  const k = options.k ?? DEFAULT_K;
  if (!Number.isFinite(k) || k <= 0) throw new RangeError(`k must be a finite number above 0, got ${k}`);
  for (const limit of [options.lsl, options.usl]) {
    if (isGiven(limit) && Number.isNaN(limit)) throw new RangeError('a specification limit is NaN');
  }
  const specified = isGiven(options.lsl) || isGiven(options.usl);
  const wanted = options.rules ?? RULE_NUMBERS.filter((rule) => rule !== 0 || specified);
  for (const rule of wanted) {
    if (!(RULE_NUMBERS as readonly number[]).includes(rule)) throw new RangeError(`no rule ${rule}: rules are 0 to 8`);
  }
  return {
    rules: RULE_NUMBERS.filter((rule) => wanted.includes(rule)),
    k,
    lsl: isGiven(options.lsl) ? options.lsl : -Infinity,
    usl: isGiven(options.usl) ? options.usl : Infinity,
  };
}
