/** The tag-group rules of business-modules section 5 that need no database: each returns field errors. */
import { checkGroupRule } from '../../../domain/calc/index.js';
import { errorMessageArgs } from '../../../domain/calc/message-args.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import type { PlantTag } from './tag-plant-tags.js';
import { tagReferences } from './tag-calculation-graph.js';

export interface GroupRule {
  kind: 'validation' | 'formula';
  expression: string;
  target_tag?: number | null;
  message?: string;
}

export interface AlarmReference {
  id_tag: number;
  reference_value: number;
}

export const groupMessages = {
  validationNeedsComparison: 'tags.groups.validationNeedsComparison',
  formulaCannotCompare: 'tags.groups.formulaCannotCompare',
  targetTagRequired: 'tags.groups.targetTagRequired',
  targetNotInGroup: 'tags.groups.targetNotInGroup',
  calculationInputsMissing: 'tags.groups.calculationInputsMissing',
  alarmTagNotInGroup: 'tags.groups.alarmTagNotInGroup',
  alarmTagRepeated: 'tags.groups.alarmTagRepeated',
  alarmReferencesOnlyForAlarmGroups: 'tags.groups.alarmReferencesOnlyForAlarmGroups',
} as const;

export const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * Every rule checked by the language (comparisons only in validations, arithmetic only in
 * formulas, tags of the group), its kind matching what it says, and a formula's target in the group.
 */
export function ruleErrors(rules: readonly GroupRule[], groupTags: ReadonlyMap<number, string>): FieldErrors {
  const codes = new Set(groupTags.values());
  const errors: FieldErrors = {};
  rules.forEach((rule, index) => {
    const at = `rules.${index}`;
    const result = checkGroupRule(rule.expression, { isInGroup: (code) => codes.has(code) });
    if (!result.ok) errors[`${at}.expression`] = { key: result.error.key, args: errorMessageArgs(result.error) };
    else if (rule.kind === 'validation' && result.kind !== 'validation') errors[`${at}.expression`] = { key: groupMessages.validationNeedsComparison };
    else if (rule.kind === 'formula' && result.kind !== 'insertion') errors[`${at}.expression`] = { key: groupMessages.formulaCannotCompare };
    if (rule.kind !== 'formula') return;
    if (rule.target_tag === null || rule.target_tag === undefined) errors[`${at}.target_tag`] = { key: groupMessages.targetTagRequired };
    else if (!groupTags.has(rule.target_tag)) errors[`${at}.target_tag`] = { key: groupMessages.targetNotInGroup };
  });
  return errors;
}

/** A calculation tag of the group needs every tag its calculations read in the group too. */
export function calculationInputErrors(groupTagIds: readonly number[], tags: readonly PlantTag[]): FieldErrors {
  const inGroup = new Set(groupTagIds);
  const codes = new Set(tags.filter((tag) => inGroup.has(tag.id_tag)).map((tag) => tag.code));
  for (const tag of tags.filter((t) => inGroup.has(t.id_tag) && t.data_input === 'calculation')) {
    const missing = tag.calculations.flatMap((c) => tagReferences(c.formula)).find((reference) => !codes.has(reference.code));
    if (missing) return { tags: { key: groupMessages.calculationInputsMissing, args: { tag: tag.code, missing: missing.code } } };
  }
  return {};
}

/** Alarm references belong to alarm groups, one per tag, each naming a tag of the group. */
export function alarmReferenceErrors(groupType: unknown, references: readonly AlarmReference[], groupTagIds: readonly number[]): FieldErrors {
  if (references.length && groupType !== 'alarm_management') return { alarm_references: { key: groupMessages.alarmReferencesOnlyForAlarmGroups } };
  const inGroup = new Set(groupTagIds);
  const seen = new Set<number>();
  const errors: FieldErrors = {};
  references.forEach((reference, index) => {
    if (!inGroup.has(reference.id_tag)) errors[`alarm_references.${index}.id_tag`] = { key: groupMessages.alarmTagNotInGroup };
    else if (seen.has(reference.id_tag)) errors[`alarm_references.${index}.id_tag`] = { key: groupMessages.alarmTagRepeated };
    seen.add(reference.id_tag);
  });
  return errors;
}

/** Tags taken out of the group that carry a stored alarm reference. */
export function removedTagsWithAlarms(current: Record<string, unknown>, nextTagIds: readonly number[]): number[] {
  const kept = new Set(nextTagIds);
  const removed = listOf<number>(current.tags).filter((id) => !kept.has(id));
  const withAlarm = new Set(listOf<AlarmReference>(current.alarm_references).map((reference) => reference.id_tag));
  return removed.filter((id) => withAlarm.has(id));
}
