/**
 * Raw values of a calculation tag (the tag contract): the formula evaluated at every timestamp of any
 * of its inputs, each input taken at its latest value at or before that time; null until every input has one.
 */
import { evaluate, type CalcNode, type VariableValues } from '../../../domain/calc/index.js';

/** One input over a time range, with its latest value before the range (null when it has none). */
export interface InputSeries {
  before: number | null;
  times: readonly number[];
  values: readonly (number | null)[];
}

export interface ComputedSeries {
  times: number[];
  values: (number | null)[];
}

export const emptyInput: InputSeries = { before: null, times: [], values: [] };

/** Every input's timestamps in [start, end), merged, in order, once each. */
function mergedTimes(inputs: readonly InputSeries[], start: number, end: number): number[] {
  const cursors = inputs.map(() => 0);
  const out: number[] = [];
  for (;;) {
    let next = Infinity;
    inputs.forEach((input, i) => {
      while (cursors[i]! < input.times.length && input.times[cursors[i]!]! < start) cursors[i]! += 1;
      const t = input.times[cursors[i]!];
      if (t !== undefined && t < next) next = t;
    });
    if (next === Infinity || next >= end) return out;
    out.push(next);
    inputs.forEach((input, i) => {
      if (input.times[cursors[i]!] === next) cursors[i]! += 1;
    });
  }
}

/** `ast` at each input timestamp in [start, end); `inputs` by tag code (an absent code reads as null). */
export function evaluateAtInputTimes(
  ast: CalcNode | null,
  inputs: ReadonlyMap<string, InputSeries>,
  start: number,
  end: number,
  variables: VariableValues = () => null,
): ComputedSeries {
  const codes = [...inputs.keys()];
  const series = codes.map((code) => inputs.get(code)!);
  const times = mergedTimes(series, start, end);
  const current = new Map<string, number | null>(codes.map((code, i) => [code, series[i]!.before]));
  const cursors = series.map(() => 0);
  const values: (number | null)[] = [];
  for (const t of times) {
    series.forEach((input, i) => {
      while (cursors[i]! < input.times.length && input.times[cursors[i]!]! <= t) {
        current.set(codes[i]!, input.values[cursors[i]!] ?? null);
        cursors[i]! += 1;
      }
    });
    values.push(ast ? evaluate(ast, (code) => current.get(code) ?? null, variables) : null);
  }
  return { times, values };
}
