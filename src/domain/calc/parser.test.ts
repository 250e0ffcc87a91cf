import { describe, expect, it } from 'vitest';
import { parseCalculation } from './parser.js';

const errors: Array<[text: string, code: string, position: number]> = [
  ['', 'emptyExpression', 0],
  ['   ', 'emptyExpression', 0],
  ['1 + // note', 'comment', 4],
  ['1 /* note */', 'comment', 2],
  ['# note', 'comment', 0],
  ['T:A + 1 # note', 'comment', 8],
  ['T:"Tank level', 'missingQuote', 2],
  ["1 + T:'A", 'missingQuote', 6],
  ['"TANK', 'missingQuote', 0],
  ['"TANK" + 1', 'wrongPrefix', 0],
  ['TAG:A + 1', 'wrongPrefix', 0],
  ['1 + t.A', 'wrongPrefix', 4],
  ['1 + t:A', 'wrongPrefix', 4],
  ['$A * 2', 'wrongPrefix', 0],
  ['@A * 2', 'wrongPrefix', 0],
  ['[A] * 2', 'wrongPrefix', 0],
  ['FLOW + 1', 'wrongPrefix', 0],
  ['FOO(1)', 'invalidFunction', 0],
  ['2 * LOG(T:A)', 'invalidFunction', 4],
  ['(1 + 2', 'missingParenthesis', 0],
  ['ABS(1', 'missingParenthesis', 3],
  ['1 + 2)', 'missingParenthesis', 5],
  ['ABS 1', 'missingParenthesis', 4],
  ['MAX', 'missingParenthesis', 3],
  ['T:A / 0', 'divisionByZero', 4],
  ['T:A / (2-2)', 'divisionByZero', 4],
  ['1 + T:A / (3 * 0)', 'divisionByZero', 8],
  ['T:A / -0.0', 'divisionByZero', 4],
  ['T:A / IF(1, 0, 2)', 'divisionByZero', 4],
  ['1 +', 'syntax', 3],
  ['1 2', 'syntax', 2],
  ['1 = 2', 'syntax', 2],
  ['1 < 2 < 3', 'syntax', 6],
  ['T:', 'syntax', 2],
  ['T:""', 'syntax', 2],
  ['1 ^ 2', 'syntax', 2],
  ['MIN(1,)', 'syntax', 6],
  ['()', 'syntax', 1],
  ['(1 + 2 3', 'syntax', 7],
  ['ABS()', 'wrongArity', 0],
  ['IF(1, 2)', 'wrongArity', 0],
  ['1 + round(1, 2, 3)', 'wrongArity', 4],
  ['SQRT(1, 2)', 'wrongArity', 0],
  // The first error wins: a syntax error before a comment, an unknown function before a missing quote.
  ['(1 + 2 3 // x', 'syntax', 7],
  ['FOO(1) + "x', 'invalidFunction', 0],
  ['1 / 0 + )', 'divisionByZero', 2],
];

describe('parseCalculation errors', () => {
  it.each(errors)('%j -> %s at %i', (text, code, position) => {
    const result = parseCalculation(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ key: `tags.calculation.errors.${code}`, position });
  });

  it('gives the arguments the messages need', () => {
    expect(parseCalculation('TAG:A')).toMatchObject({ error: { args: { prefix: 'T:', found: 'TAG:' } } });
    expect(parseCalculation('FOO(1)')).toMatchObject({ error: { args: { name: 'FOO' } } });
    expect(parseCalculation('if(1)')).toMatchObject({ error: { args: { name: 'IF', expected: '3', count: '1' } } });
    expect(parseCalculation('ROUND()')).toMatchObject({ error: { args: { expected: '1–2' } } });
    expect(parseCalculation('MAX()')).toMatchObject({ error: { args: { expected: '≥ 1' } } });
  });
});

describe('parseCalculation success', () => {
  const valid: Array<[text: string, tagCodes: string[]]> = [
    ['T:"Tank level 1" * 2 + T:FLOW_01', ['Tank level 1', 'FLOW_01']],
    ["T:'A B' - T:A.1", ['A B', 'A.1']],
    ['T:A + T:B * T:A', ['A', 'B']],
    ['abs(-3) + Min(1, 2)', []],
    ['T:A / T:B', ['A', 'B']],
    ['IF(T:A >= 5, T:B, 0)', ['A', 'B']],
    ['1.5e3 + .5 - 2.', []],
    ['T:A / (1 - 2)', ['A']],
    ['- - 3', []],
  ];
  it.each(valid)('%j', (text, tagCodes) => {
    expect(parseCalculation(text)).toMatchObject({ ok: true, tagCodes });
  });

  it('gives * and / precedence over + and -, and comparisons the lowest', () => {
    const result = parseCalculation('1 + 2 * 3 > -4');
    expect(result).toMatchObject({
      ok: true,
      ast: {
        kind: 'binary',
        operator: '>',
        position: 10,
        left: { kind: 'binary', operator: '+', position: 2, right: { kind: 'binary', operator: '*', position: 6 } },
        right: { kind: 'negate', operand: { kind: 'number', value: 4 } },
      },
    });
  });

  it('is left-associative', () => {
    expect(parseCalculation('8 - 4 - 2')).toMatchObject({ ast: { operator: '-', position: 6, left: { operator: '-', position: 2 } } });
  });
});
