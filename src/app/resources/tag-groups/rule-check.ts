import { checkGroupRule, errorMessageArgs } from '../../../domain/calc/index.js';

export interface RuleProblem {
  key: string;
  args?: Record<string, string | number>;
}

/**
 * A group rule as the server checks it (src/server/modules/tags/group-rules.ts): the language's check
 * with the group's tags, then the kind: a logical validation compares, an insertion formula computes.
 */
export function ruleProblem(rule: { kind?: unknown; expression?: unknown }, groupCodes: ReadonlySet<string>): RuleProblem | undefined {
  const result = checkGroupRule(String(rule.expression ?? ''), { isInGroup: (code) => groupCodes.has(code) });
  if (!result.ok) return { key: result.error.key, args: errorMessageArgs(result.error) };
  if (rule.kind === 'validation' && result.kind !== 'validation') return { key: 'tags.groups.validationNeedsComparison' };
  if (rule.kind === 'formula' && result.kind !== 'insertion') return { key: 'tags.groups.formulaCannotCompare' };
  return undefined;
}
