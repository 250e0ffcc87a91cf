/** Consolidated values of a calculation tag: its formula over the inputs' consolidated values of the same bucket. */
import { evaluate, type VariableValues } from '../../../domain/calc/index.js';
import { segmentAt, type FormulaSegment } from './calc-formulas.js';

export interface BucketValue {
  start: number;
  label: string;
  value: number | null;
}

/**
 * One bucket per start found in any input (with that input's label), in time order; the formula that
 * applies at the bucket's start reads each input's value of that bucket (missing -> null). Before the
 * first valid_from there is no formula and no bucket.
 */
export function evaluatePerBucket(
  segments: readonly FormulaSegment[],
  inputs: ReadonlyMap<string, readonly BucketValue[]>,
  variables: VariableValues = () => null,
): BucketValue[] {
  const byCode = new Map<string, Map<number, number | null>>();
  const labels = new Map<number, string>();
  for (const [code, buckets] of inputs) {
    byCode.set(code, new Map(buckets.map((bucket) => [bucket.start, bucket.value])));
    for (const bucket of buckets) if (!labels.has(bucket.start)) labels.set(bucket.start, bucket.label);
  }
  const out: BucketValue[] = [];
  for (const start of [...labels.keys()].sort((a, b) => a - b)) {
    const segment = segmentAt(segments, start);
    if (!segment) continue;
    const value = segment.ast ? evaluate(segment.ast, (code) => byCode.get(code)?.get(start) ?? null, variables) : null;
    out.push({ start, label: labels.get(start)!, value });
  }
  return out;
}
