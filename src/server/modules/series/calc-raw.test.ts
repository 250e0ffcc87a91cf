import { describe, expect, it } from 'vitest';
import { parseCalculation } from '../../../domain/calc/index.js';
import { evaluateAtInputTimes, type InputSeries } from './calc-raw.js';

const ast = (text: string) => {
  const parsed = parseCalculation(text);
  if (!parsed.ok) throw new Error(parsed.error.key);
  return parsed.ast;
};

const input = (times: number[], values: (number | null)[], before: number | null = null): InputSeries => ({ before, times, values });

describe('evaluateAtInputTimes', () => {
  it("evaluates at every input timestamp with each input's latest value, null until every input has one", () => {
    const inputs = new Map([
      ['A', input([10, 20, 40], [1, 2, 4])],
      ['B', input([30, 40], [100, 200])],
    ]);
    expect(evaluateAtInputTimes(ast('T:A + T:B'), inputs, 0, 100)).toEqual({
      times: [10, 20, 30, 40],
      values: [null, null, 102, 204],
    });
  });

  it('starts from the values before the range and keeps only [start, end)', () => {
    const inputs = new Map([
      ['A', input([5, 10, 20], [1, 2, 3], 0.5)],
      ['B', input([15], [10], 7)],
    ]);
    expect(evaluateAtInputTimes(ast('T:A * T:B'), inputs, 10, 20)).toEqual({ times: [10, 15], values: [14, 20] });
  });

  it('gives null for a missing input, a null input value or a formula that did not parse', () => {
    const inputs = new Map([['A', input([1, 2], [1, null])]]);
    expect(evaluateAtInputTimes(ast('T:A + T:Z'), inputs, 0, 10).values).toEqual([null, null]);
    expect(evaluateAtInputTimes(ast('T:A * 2'), inputs, 0, 10).values).toEqual([2, null]);
    expect(evaluateAtInputTimes(null, inputs, 0, 10)).toEqual({ times: [1, 2], values: [null, null] });
  });
});
