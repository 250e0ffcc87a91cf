import { validateCalculation, type TagLookup } from '../../../domain/calc/index.js';
import { errorMessageArgs } from '../../../domain/calc/message-args.js';
import type { CalcError } from '../../../domain/calc/ast.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import type { Db } from '../../db/create-database.js';
import { plantVariables, variableLookup } from './plant-variables.js';
import { calculationCycleError, calculationGraph, tagReferences } from './tag-calculation-graph.js';
import type { PlantTag } from './tag-plant-tags.js';
import { tagsWithPoints } from './tag-points.js';
import type { Calculation } from './tag-rules.js';

/**
 * The lookup validateCalculation needs, over the plant's tags: missing, inactive, and whether a
 * tag has points (a calculation tag always counts as having them). `self` is the tag being
 * written, which exists for its own formulas whatever is stored.
 */
export async function calculationLookup(db: Db, tags: readonly PlantTag[], formulas: readonly string[], self?: string): Promise<TagLookup> {
  const byCode = new Map(tags.map((tag) => [tag.code, tag]));
  const referenced = formulas.flatMap((formula) => tagReferences(formula).map((reference) => byCode.get(reference.code)));
  const probed = referenced.filter((tag): tag is PlantTag => tag !== undefined && tag.data_input !== 'calculation');
  const withPoints = await tagsWithPoints(
    db,
    probed.map((tag) => tag.id_tag),
  );
  return (code) => {
    if (code === self) return { active: true, hasPoints: true };
    const tag = byCode.get(code);
    return tag && { active: tag.active, hasPoints: tag.data_input === 'calculation' || withPoints.has(tag.id_tag) };
  };
}

/** validateCalculation's answer as the route gives it: ok, or the first error with its 0-based position. */
export async function checkFormula(
  db: Db,
  tags: readonly PlantTag[],
  plantId: number,
  formula: string,
): Promise<{ ok: true } | { ok: false; error: CalcError }> {
  const variables = variableLookup(await plantVariables(db, plantId));
  const result = validateCalculation(formula, await calculationLookup(db, tags, [formula]), variables);
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

/**
 * The calculations of a tag being written that are new or changed (an unchanged formula was
 * validated when it was saved), each checked by the language and for a loop back to the tag:
 * `calculations.<i>.formula` -> the first error, position 1-based in its args.
 */
export async function calculationErrors(
  db: Db,
  tags: readonly PlantTag[],
  plantId: number,
  self: { id?: number; code: string },
  calculations: readonly Calculation[],
  stored: readonly Calculation[],
): Promise<FieldErrors> {
  const known = new Set(stored.map((calculation) => calculation.formula));
  const changed = calculations.map((calculation, index) => ({ formula: calculation.formula, index })).filter((c) => !known.has(c.formula));
  if (!changed.length) return {};
  const lookup = await calculationLookup(
    db,
    tags,
    changed.map((c) => c.formula),
    self.code,
  );
  const variables = variableLookup(await plantVariables(db, plantId));
  const others = tags.filter((tag) => tag.id_tag !== self.id && tag.code !== self.code && tag.data_input === 'calculation');
  const graph = calculationGraph(others.map((tag) => ({ code: tag.code, formulas: tag.calculations.map((c) => c.formula) })));
  const errors: FieldErrors = {};
  for (const { formula, index } of changed) {
    const result = validateCalculation(formula, lookup, variables);
    const problem = result.ok ? calculationCycleError(formula, self.code, graph) : { key: result.error.key, args: errorMessageArgs(result.error) };
    if (problem) errors[`calculations.${index}.formula`] = problem;
  }
  return errors;
}
