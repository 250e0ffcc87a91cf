import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.js';
import { parseCalculation } from './parser.js';

const values: Record<string, number | null> = { A: 10, B: 0, NEG: -1, NONE: null, 'Tank level': 2.5 };
const lookup = (code: string): number | null => values[code] ?? null;

function run(text: string): number | null {
  const parsed = parseCalculation(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.key}`);
  return evaluate(parsed.ast, lookup);
}

const cases: Array<[text: string, expected: number | null]> = [
  ['1 + 2 * 3', 7],
  ['(1 + 2) * 3', 9],
  ['10 - 4 - 3', 3],
  ['8 / 4 / 2', 1],
  ['-2 * 3', -6],
  ['2 * -3', -6],
  ['- - 3', 3],
  ['-(1 + 2)', -3],
  ['T:A * T:"Tank level"', 25],
  ['2 > 1', 1],
  ['1 > 2', 0],
  ['1 < 2', 1],
  ['2 < 1', 0],
  ['2 >= 2', 1],
  ['1 >= 2', 0],
  ['2 <= 2', 1],
  ['3 <= 2', 0],
  ['2 == 2', 1],
  ['2 == 3', 0],
  ['2 != 3', 1],
  ['2 != 2', 0],
  ['1 + 2 > 2', 1],
  ['(T:A > 5) * 100', 100],
  ['IF(T:A > 5, 1, 2)', 1],
  ['IF(T:A < 5, 1, 2)', 2],
  ['IF(1, 2, T:NONE)', 2],
  ['ABS(-2)', 2],
  ['SQRT(16)', 4],
  ['ROUND(2.345, 2)', 2.35],
  ['ROUND(1.005, 2)', 1.01],
  ['ROUND(2.5)', 3],
  ['ROUND(-2.5)', -3],
  ['MIN(3, 1, 2)', 1],
  ['MAX(3, 1, 2)', 3],
  ['AVG(1, 2, 3)', 2],
  // Missing input, division by zero at run time, out-of-domain values: null.
  ['T:NONE + 1', null],
  ['T:UNKNOWN * 2', null],
  ['T:A / T:B', null],
  ['SQRT(T:NEG)', null],
  ['MAX(1, T:NONE)', null],
  ['IF(T:NONE, 1, 2)', null],
  ['ROUND(1.5, 0.5)', null],
  ['ROUND(1.5, -1)', null],
];

describe('evaluate', () => {
  it.each(cases)('%j = %j', (text, expected) => {
    expect(run(text)).toBe(expected);
  });
});
