/** The syntax tree of a calculation, and the error shape shared by every check. */

export type ArithmeticOperator = '+' | '-' | '*' | '/';
export type ComparisonOperator = '>' | '<' | '>=' | '<=' | '==' | '!=';
export type BinaryOperator = ArithmeticOperator | ComparisonOperator;

/** Every node carries the 0-based character index where it starts (binary nodes: their operator). */
export type CalcNode =
  | { kind: 'number'; value: number; position: number }
  | { kind: 'tag'; code: string; position: number }
  | { kind: 'variable'; name: string; position: number }
  | { kind: 'negate'; operand: CalcNode; position: number }
  | { kind: 'binary'; operator: BinaryOperator; left: CalcNode; right: CalcNode; position: number }
  | { kind: 'call'; name: string; args: CalcNode[]; position: number };

export type CalculationErrorCode =
  | 'syntax'
  | 'comment'
  | 'missingParenthesis'
  | 'missingQuote'
  | 'invalidFunction'
  | 'wrongPrefix'
  | 'divisionByZero'
  | 'emptyExpression'
  | 'wrongArity'
  | 'missingTag'
  | 'inactiveTag'
  | 'tagWithoutPoints'
  | 'missingVariable'
  | 'inactiveVariable';

/** `key` is an i18n key; `position` the 0-based character index of the error. */
export interface CalcError {
  key: string;
  position: number;
  args?: Record<string, string>;
}

export type ParseResult = { ok: true; ast: CalcNode; tagCodes: string[]; variableNames: string[] } | { ok: false; error: CalcError };

export const CALCULATION_ERROR_PREFIX = 'tags.calculation.errors.';

export function calcError(code: CalculationErrorCode, position: number, args?: Record<string, string>): CalcError {
  return args ? { key: CALCULATION_ERROR_PREFIX + code, position, args } : { key: CALCULATION_ERROR_PREFIX + code, position };
}

export const COMPARISON_OPERATORS: readonly ComparisonOperator[] = ['>', '<', '>=', '<=', '==', '!='];

export function isComparison(operator: BinaryOperator): operator is ComparisonOperator {
  return (COMPARISON_OPERATORS as readonly string[]).includes(operator);
}
