/** Splits a calculation into tokens; stops at the first lexical error, which becomes the last token. */
import { calcError, type BinaryOperator, type CalcError } from './ast.js';
import { BARE_CODE_CHAR, TAG_PREFIX, VARIABLE_NAME, VARIABLE_PREFIX, WRONG_PREFIX_SEPARATORS, WRONG_PREFIX_SYMBOLS } from './language.js';

export type Token =
  | { type: 'number'; value: number; position: number }
  | { type: 'tag'; code: string; position: number }
  | { type: 'variable'; name: string; position: number }
  | { type: 'word'; name: string; position: number }
  | { type: 'operator'; operator: BinaryOperator; position: number }
  | { type: 'open' | 'close' | 'comma' | 'end'; position: number }
  | { type: 'error'; error: CalcError; position: number };

const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const OPERATORS: readonly BinaryOperator[] = ['>=', '<=', '==', '!=', '>', '<', '+', '-', '*', '/'];
const QUOTES = ['"', "'"];

function match(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

/** A quoted code starting at the quote `at`: its text and the index after the closing quote. */
function readQuoted(text: string, at: number): { code: string; next: number } | undefined {
  const quote = text[at] as string;
  const close = text.indexOf(quote, at + 1);
  return close < 0 ? undefined : { code: text.slice(at + 1, close), next: close + 1 };
}

function error(token: CalcError): Token {
  return { type: 'error', error: token, position: token.position };
}

/** The tag reference after `T:` at `at`; the token and the index after it. */
function readTag(text: string, at: number): { token: Token; next: number } {
  const start = at + TAG_PREFIX.length;
  const first = text[start] ?? '';
  if (QUOTES.includes(first)) {
    const quoted = readQuoted(text, start);
    if (!quoted) return { token: error(calcError('missingQuote', start)), next: text.length };
    if (quoted.code.trim() === '') return { token: error(calcError('syntax', start)), next: quoted.next };
    return { token: { type: 'tag', code: quoted.code, position: at }, next: quoted.next };
  }
  let end = start;
  while (end < text.length && BARE_CODE_CHAR.test(text[end] as string)) end += 1;
  if (end === start) return { token: error(calcError('syntax', start)), next: start };
  return { token: { type: 'tag', code: text.slice(start, end), position: at }, next: end };
}

/** The variable reference after `V:` at `at`: a name, never quoted; anything else is a syntax error after the prefix. */
function readVariable(text: string, at: number): { token: Token; next: number } {
  const start = at + VARIABLE_PREFIX.length;
  const name = match(VARIABLE_NAME, text, start);
  if (name === undefined) return { token: error(calcError('syntax', start)), next: start };
  return { token: { type: 'variable', name, position: at }, next: start + name.length };
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const push = (token: Token, next: number): boolean => {
    tokens.push(token);
    at = next;
    return token.type !== 'error';
  };
  while (at < text.length) {
    const char = text[at] as string;
    const rest = text.slice(at, at + 2);
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    let going: boolean;
    if (rest === '//' || rest === '/*' || char === '#') {
      going = push(error(calcError('comment', at)), at);
    } else if (text.startsWith(TAG_PREFIX, at)) {
      const { token, next } = readTag(text, at);
      going = push(token, next);
    } else if (text.startsWith(VARIABLE_PREFIX, at)) {
      const { token, next } = readVariable(text, at);
      going = push(token, next);
    } else if (match(NUMBER, text, at) !== undefined) {
      const literal = match(NUMBER, text, at) as string;
      going = push({ type: 'number', value: Number(literal), position: at }, at + literal.length);
    } else if (match(WORD, text, at) !== undefined) {
      const word = match(WORD, text, at) as string;
      const after = text[at + word.length] ?? '';
      going = WRONG_PREFIX_SEPARATORS.includes(after)
        ? push(error(calcError('wrongPrefix', at, { prefix: TAG_PREFIX, found: word + after })), at)
        : push({ type: 'word', name: word, position: at }, at + word.length);
    } else if (WRONG_PREFIX_SYMBOLS.includes(char)) {
      going = push(error(calcError('wrongPrefix', at, { prefix: TAG_PREFIX, found: char })), at);
    } else if (QUOTES.includes(char)) {
      // A quoted code without the prefix: unclosed is a missing quote, closed is a missing (wrong) prefix.
      const quoted = readQuoted(text, at);
      going = push(error(quoted ? calcError('wrongPrefix', at, { prefix: TAG_PREFIX, found: char }) : calcError('missingQuote', at)), at);
    } else {
      const operator = OPERATORS.find((candidate) => text.startsWith(candidate, at));
      if (operator) going = push({ type: 'operator', operator, position: at }, at + operator.length);
      else if (char === '(') going = push({ type: 'open', position: at }, at + 1);
      else if (char === ')') going = push({ type: 'close', position: at }, at + 1);
      else if (char === ',') going = push({ type: 'comma', position: at }, at + 1);
      else going = push(error(calcError('syntax', at, { found: char })), at);
    }
    if (!going) return tokens;
  }
  tokens.push({ type: 'end', position: text.length });
  return tokens;
}
