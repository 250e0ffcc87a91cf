/** Which tags a calculation reads, and whether a formula would make a tag read itself. */
import { tokenize, type CalcError } from '../../../domain/calc/index.js';
import { errorMessageArgs } from '../../../domain/calc/message-args.js';
import type { FieldError } from '../../../domain/validation/field-errors.js';

export const calculationCycleKey = 'tags.validation.calculationCycle';

/** The tag references of a formula in text order: code and 0-based position. */
export function tagReferences(formula: string): { code: string; position: number }[] {
  return tokenize(formula).flatMap((token) => (token.type === 'tag' ? [{ code: token.code, position: token.position }] : []));
}

/** Tag code -> the codes its calculations (every validity period) read. */
export type CalculationGraph = ReadonlyMap<string, readonly string[]>;

export function calculationGraph(tags: readonly { code: string; formulas: readonly string[] }[]): CalculationGraph {
  return new Map(tags.map((tag) => [tag.code, [...new Set(tag.formulas.flatMap((f) => tagReferences(f).map((r) => r.code)))]]));
}

function reaches(graph: CalculationGraph, from: string, target: string, seen = new Set<string>()): boolean {
  if (from === target) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  return (graph.get(from) ?? []).some((next) => reaches(graph, next, target, seen));
}

/**
 * The first reference of `formula` that leads back to `selfCode` (directly or through other
 * calculation tags), as a field error with the position shown 1-based; `graph` must not hold
 * `selfCode`'s stored calculations.
 */
export function calculationCycleError(formula: string, selfCode: string, graph: CalculationGraph): FieldError | undefined {
  const loop = tagReferences(formula).find((reference) => reaches(graph, reference.code, selfCode));
  if (!loop) return undefined;
  const error: CalcError = { key: calculationCycleKey, position: loop.position, args: { code: loop.code } };
  return { key: error.key, args: errorMessageArgs(error) };
}
