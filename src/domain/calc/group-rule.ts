/** Group rules: a logical validation (one comparison) or an insertion formula (+ - * / only). */
import { type CalcError, type CalcNode, type ComparisonOperator, isComparison } from './ast.js';
import { parseCalculation } from './parser.js';

/** The comparisons a logical validation may use (spec list: >, <, ==, !=; >= and <= are refused). */
export const GROUP_RULE_COMPARISONS: readonly ComparisonOperator[] = ['>', '<', '==', '!='];

export const GROUP_RULE_ERROR_PREFIX = 'tags.groupRule.errors.';

export type GroupRuleErrorCode = 'operatorNotAllowed' | 'functionNotAllowed' | 'nestedComparison' | 'tagNotInGroup' | 'variableNotAllowed';

export type GroupRuleResult = { ok: true; kind: 'validation' | 'insertion'; ast: CalcNode; tagCodes: string[] } | { ok: false; error: CalcError };

export interface GroupRuleOptions {
  /** When given, every tag of the rule must belong to the group. */
  isInGroup?: (code: string) => boolean;
}

function ruleError(code: GroupRuleErrorCode, position: number, args: Record<string, string>): CalcError {
  return { key: GROUP_RULE_ERROR_PREFIX + code, position, args };
}

/** Every violation inside an arithmetic side (functions, comparisons, tags outside the group). */
function arithmeticViolations(node: CalcNode, options: GroupRuleOptions): CalcError[] {
  switch (node.kind) {
    case 'number':
      return [];
    case 'tag':
      return options.isInGroup && !options.isInGroup(node.code) ? [ruleError('tagNotInGroup', node.position, { code: node.code })] : [];
    case 'variable':
      // Group rules run at collection time without the plant's variables: only tags and numbers.
      return [ruleError('variableNotAllowed', node.position, { name: node.name })];
    case 'negate':
      return arithmeticViolations(node.operand, options);
    case 'call':
      return [ruleError('functionNotAllowed', node.position, { name: node.name }), ...node.args.flatMap((arg) => arithmeticViolations(arg, options))];
    case 'binary':
      return [
        ...(isComparison(node.operator) ? [ruleError('nestedComparison', node.position, { operator: node.operator })] : []),
        ...arithmeticViolations(node.left, options),
        ...arithmeticViolations(node.right, options),
      ];
  }
}

/**
 * Checks a group rule. Errors of the language itself (syntax, quotes, prefix...) keep their
 * `tags.calculation.errors.*` key; errors of the rule's shape use `tags.groupRule.errors.*`.
 */
export function checkGroupRule(text: string, options: GroupRuleOptions = {}): GroupRuleResult {
  const parsed = parseCalculation(text);
  if (!parsed.ok) return parsed;
  const { ast } = parsed;
  const comparison = ast.kind === 'binary' && isComparison(ast.operator) ? ast : undefined;
  const violations = comparison
    ? [
        ...(GROUP_RULE_COMPARISONS.includes(comparison.operator as ComparisonOperator)
          ? []
          : [ruleError('operatorNotAllowed', comparison.position, { operator: comparison.operator })]),
        ...arithmeticViolations(comparison.left, options),
        ...arithmeticViolations(comparison.right, options),
      ]
    : arithmeticViolations(ast, options);
  const first = violations.reduce<CalcError | undefined>((best, error) => (!best || error.position < best.position ? error : best), undefined);
  if (first) return { ok: false, error: first };
  return { ok: true, kind: comparison ? 'validation' : 'insertion', ast, tagCodes: parsed.tagCodes };
}
