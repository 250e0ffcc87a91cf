import { RULE_NUMBERS, type RuleNumber } from '../../../../domain/spc/chart-model.js';
import type { CardOverview } from './management-types.js';

/** A card's violations of the period per rule, in rule order, leaving out rules without any. */
export const ruleCounts = (violations: CardOverview['violations']): { rule: RuleNumber; count: number }[] =>
  RULE_NUMBERS.flatMap((rule) => {
    const count = violations[`${rule}`] ?? 0;
    return count > 0 ? [{ rule, count }] : [];
  });
