/** Recursive-descent parser over the tokens: precedence, arity, and literal division by zero. */
import { calcError, type CalcError, type CalcNode, type ComparisonOperator, type ParseResult, isComparison } from './ast.js';
import { evaluate } from './evaluate.js';
import { arityText, functionSpec, TAG_PREFIX } from './language.js';
import { tokenize, type Token } from './tokenizer.js';

class ParseFailure extends Error {
  constructor(readonly failure: CalcError) {
    super(failure.key);
  }
}

function fail(error: CalcError): never {
  throw new ParseFailure(error);
}

/** The value of a subtree without tags or variables, or null when it depends on one (or is not finite). */
function constantValue(node: CalcNode): number | null {
  return evaluate(
    node,
    () => null,
    () => null,
  );
}

function parseTokens(tokens: Token[]): CalcNode {
  let index = 0;
  const peek = (): Token => {
    const token = tokens[index] ?? tokens[tokens.length - 1] ?? { type: 'end', position: 0 };
    if (token.type === 'error') fail(token.error);
    return token;
  };
  const advance = (): Token => {
    const token = peek();
    index += 1;
    return token;
  };

  function expression(): CalcNode {
    const left = additive();
    const next = peek();
    if (next.type !== 'operator' || !isComparison(next.operator)) return left;
    advance();
    const right = additive();
    const after = peek();
    // Comparisons do not chain: `a < b < c` is a syntax error at the second operator.
    if (after.type === 'operator' && isComparison(after.operator)) fail(calcError('syntax', after.position));
    return { kind: 'binary', operator: next.operator as ComparisonOperator, left, right, position: next.position };
  }

  function additive(): CalcNode {
    let left = multiplicative();
    for (let next = peek(); next.type === 'operator' && (next.operator === '+' || next.operator === '-'); next = peek()) {
      advance();
      left = { kind: 'binary', operator: next.operator, left, right: multiplicative(), position: next.position };
    }
    return left;
  }

  function multiplicative(): CalcNode {
    let left = unary();
    for (let next = peek(); next.type === 'operator' && (next.operator === '*' || next.operator === '/'); next = peek()) {
      advance();
      const right = unary();
      if (next.operator === '/' && constantValue(right) === 0) fail(calcError('divisionByZero', next.position));
      left = { kind: 'binary', operator: next.operator, left, right, position: next.position };
    }
    return left;
  }

  function unary(): CalcNode {
    const next = peek();
    if (next.type === 'operator' && next.operator === '-') {
      advance();
      return { kind: 'negate', operand: unary(), position: next.position };
    }
    return primary();
  }

  function primary(): CalcNode {
    const token = advance();
    switch (token.type) {
      case 'number':
        return { kind: 'number', value: token.value, position: token.position };
      case 'tag':
        return { kind: 'tag', code: token.code, position: token.position };
      case 'variable':
        return { kind: 'variable', name: token.name, position: token.position };
      case 'word':
        return functionCall(token.name, token.position);
      case 'open': {
        const inner = expression();
        closing(token.position);
        return inner;
      }
      default:
        return fail(calcError('syntax', token.position));
    }
  }

  /** Expects `)` for the `(` at `openedAt`: the end of the text means the parenthesis was never closed. */
  function closing(openedAt: number): void {
    const next = advance();
    if (next.type === 'close') return;
    fail(next.type === 'end' ? calcError('missingParenthesis', openedAt) : calcError('syntax', next.position));
  }

  function functionCall(name: string, position: number): CalcNode {
    const spec = functionSpec(name);
    const next = peek();
    if (!spec) {
      // An unknown word: a function that does not exist, or a tag written without its prefix.
      fail(next.type === 'open' ? calcError('invalidFunction', position, { name }) : calcError('wrongPrefix', position, { prefix: TAG_PREFIX, found: name }));
    }
    if (next.type !== 'open') fail(calcError('missingParenthesis', next.position));
    advance();
    const args: CalcNode[] = [];
    if (peek().type !== 'close') {
      args.push(expression());
      while (peek().type === 'comma') {
        advance();
        args.push(expression());
      }
    }
    closing(next.position);
    if (args.length < spec.min || args.length > spec.max) {
      fail(calcError('wrongArity', position, { name: name.toUpperCase(), expected: arityText(spec), count: String(args.length) }));
    }
    return { kind: 'call', name: name.toUpperCase(), args, position };
  }

  const ast = expression();
  const last = peek();
  if (last.type === 'close') fail(calcError('missingParenthesis', last.position));
  if (last.type !== 'end') fail(calcError('syntax', last.position));
  return ast;
}

/** Tag codes in order of first appearance, each once. */
export function tagCodesOf(ast: CalcNode): string[] {
  return referencesOf(ast, (node) => (node.kind === 'tag' ? node.code : undefined));
}

/** Global-variable names in order of first appearance, each once. */
export function variableNamesOf(ast: CalcNode): string[] {
  return referencesOf(ast, (node) => (node.kind === 'variable' ? node.name : undefined));
}

function referencesOf(ast: CalcNode, nameOf: (node: CalcNode) => string | undefined): string[] {
  const codes = new Set<string>();
  const walk = (node: CalcNode): void => {
    const name = nameOf(node);
    if (name !== undefined) codes.add(name);
    else if (node.kind === 'negate') walk(node.operand);
    else if (node.kind === 'binary') {
      walk(node.left);
      walk(node.right);
    } else if (node.kind === 'call') node.args.forEach(walk);
  };
  walk(ast);
  return [...codes];
}

export function parseCalculation(text: string): ParseResult {
  if (text.trim() === '') return { ok: false, error: calcError('emptyExpression', 0) };
  try {
    const ast = parseTokens(tokenize(text));
    return { ok: true, ast, tagCodes: tagCodesOf(ast), variableNames: variableNamesOf(ast) };
  } catch (caught) {
    if (caught instanceof ParseFailure) return { ok: false, error: caught.failure };
    throw caught;
  }
}
