/** Evaluates a calculation tree; null when an input is missing or the result is not a finite number. */
import type { BinaryOperator, CalcNode } from './ast.js';

export type TagValues = (code: string) => number | null;

/** A global variable's value by name; null when the plant has no such active variable. */
export type VariableValues = (name: string) => number | null;

const noVariables: VariableValues = () => null;

const MAX_ROUND_DIGITS = 15;

function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

function binary(operator: BinaryOperator, left: number, right: number): number | null {
  switch (operator) {
    case '+':
      return finite(left + right);
    case '-':
      return finite(left - right);
    case '*':
      return finite(left * right);
    case '/':
      return right === 0 ? null : finite(left / right);
    case '>':
      return left > right ? 1 : 0;
    case '<':
      return left < right ? 1 : 0;
    case '>=':
      return left >= right ? 1 : 0;
    case '<=':
      return left <= right ? 1 : 0;
    case '==':
      return left === right ? 1 : 0;
    case '!=':
      return left !== right ? 1 : 0;
  }
}

/** Half away from zero, to `digits` decimals (0 to 15). */
function round(value: number, digits: number): number | null {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_ROUND_DIGITS) return null;
  const factor = 10 ** digits;
  return finite((Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor);
}

function call(name: string, args: number[]): number | null {
  const [first = NaN, second = 0] = args;
  switch (name) {
    case 'ABS':
      return Math.abs(first);
    case 'SQRT':
      return first < 0 ? null : Math.sqrt(first);
    case 'ROUND':
      return round(first, second);
    case 'MIN':
      return Math.min(...args);
    case 'MAX':
      return Math.max(...args);
    case 'AVG':
      return finite(args.reduce((sum, value) => sum + value, 0) / args.length);
    default:
      return null;
  }
}

export function evaluate(ast: CalcNode, values: TagValues, variables: VariableValues = noVariables): number | null {
  const inner = (node: CalcNode): number | null => evaluate(node, values, variables);
  switch (ast.kind) {
    case 'number':
      return ast.value;
    case 'tag': {
      const value = values(ast.code);
      return value === null || !Number.isFinite(value) ? null : value;
    }
    case 'variable': {
      const value = variables(ast.name);
      return value === null || !Number.isFinite(value) ? null : value;
    }
    case 'negate': {
      const value = inner(ast.operand);
      return value === null ? null : -value;
    }
    case 'binary': {
      const left = inner(ast.left);
      const right = left === null ? null : inner(ast.right);
      return left === null || right === null ? null : binary(ast.operator, left, right);
    }
    case 'call': {
      if (ast.name === 'IF') {
        const [condition, whenTrue, whenFalse] = ast.args;
        if (!condition || !whenTrue || !whenFalse) return null;
        const test = inner(condition);
        return test === null ? null : inner(test !== 0 ? whenTrue : whenFalse);
      }
      const args: number[] = [];
      for (const arg of ast.args) {
        const value = inner(arg);
        if (value === null) return null;
        args.push(value);
      }
      return call(ast.name, args);
    }
  }
}
