/**
 * The conditional image's rule: the first rule whose comparison holds for the tag's latest value picks the picture,
 * else the default one. The six comparisons are IEC 61131-3's (GT, GE, LT, LE, EQ, NE), on IEEE 754 doubles: `==`
 * is exact, so it suits counters and states rather than measured values.
 */
export const COMPARISON_OPERATORS = ['>', '>=', '<', '<=', '==', '!='] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

export interface ImageRule {
  operator: ComparisonOperator;
  value: number;
  image: string;
}

export interface ImageChoice {
  /** The index of the rule that matched; null when none did (or there is no value). */
  rule: number | null;
  /** The picture to show: the rule's, else the default; null when there is neither. */
  image: string | null;
}

export function compares(operator: ComparisonOperator, left: number, right: number): boolean {
  switch (operator) {
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '==':
      return left === right;
    case '!=':
      return left !== right;
  }
}

/** The picture for `value` (null: the tag has no value yet, so only the default applies). */
export function chooseImage(value: number | null, rules: readonly ImageRule[], defaultImage?: string | null): ImageChoice {
  const rule = value === null || !Number.isFinite(value) ? -1 : rules.findIndex((candidate) => compares(candidate.operator, value, candidate.value));
  if (rule >= 0) return { rule, image: rules[rule]!.image };
  return { rule: null, image: defaultImage ?? null };
}
