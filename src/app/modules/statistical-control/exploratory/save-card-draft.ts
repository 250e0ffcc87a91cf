import type { Card, RuleSet } from '../../../../generated/types.js';
import { parseNumber } from './parse-number.js';
import { isXbarChart, MAX_K, MIN_K, usesSampleSize, type ExploratoryChoice } from './exploratory-choice.js';

/** The "save as card" dialog's fields, as typed. */
export interface CardDraft {
  code: string;
  description: string;
  idRuleSet: number | null;
  k: string;
  idAlert: number | null;
}

/** The card's fields the dialog shows (server field keys), each with a problem's message key. */
export type DraftField = 'code' | 'description' | 'id_rule_set' | 'k_factor' | 'id_alerta';
export type DraftProblems = Partial<Record<DraftField, { key: string; args?: Record<string, unknown> }>>;

/** Lengths of the card schema (schemas/statistical-control/card.schema.json). */
const CODE_MAX = 30;
const DESCRIPTION_MAX = 200;

export const draftFields: readonly DraftField[] = ['code', 'description', 'id_rule_set', 'k_factor', 'id_alerta'];

export function draftProblems(draft: CardDraft): DraftProblems {
  const problems: DraftProblems = {};
  const code = draft.code.trim();
  if (!code) problems.code = { key: 'ra.validation.required' };
  else if (code.length > CODE_MAX) problems.code = { key: 'ra.validation.maxLength', args: { max: CODE_MAX } };
  if (draft.description.trim().length > DESCRIPTION_MAX) problems.description = { key: 'ra.validation.maxLength', args: { max: DESCRIPTION_MAX } };
  if (draft.idRuleSet === null) problems.id_rule_set = { key: 'ra.validation.required' };
  const k = parseNumber(draft.k);
  if (k === null || k < MIN_K || k > MAX_K) problems.k_factor = { key: 'spcExploratory.errors.k', args: { min: MIN_K, max: MAX_K } };
  return problems;
}

/** The unit's active rule sets that may chart the tag (a card's tag must be one of its rule set's tags). */
export function ruleSetsOfTag<T extends Pick<RuleSet, 'tags' | 'active'>>(ruleSets: readonly T[], idTag: number): T[] {
  return ruleSets.filter((ruleSet) => ruleSet.active !== false && (ruleSet.tags ?? []).includes(idTag));
}

/** The new card: the page's tag, chart type and sampling with the dialog's fields (call only without draft problems). */
export function cardRecord(draft: CardDraft, choice: ExploratoryChoice & { idTag: number }): Card {
  const description = draft.description.trim();
  const xbar = isXbarChart(choice.chart);
  return {
    code: draft.code.trim(),
    ...(description ? { description } : {}),
    id_tag: choice.idTag,
    chart_type: choice.chart,
    sampling: xbar ? choice.sampling : 'subgroup',
    // I-MR and attribute charts take one value per point; day sampling makes the day's entries the subgroup.
    ...(xbar ? (choice.sampling === 'subgroup' && choice.subgroupSize !== null ? { subgroup_size: choice.subgroupSize } : {}) : { subgroup_size: 1 }),
    ...(usesSampleSize(choice.chart) && choice.sampleSize !== null ? { sample_size: choice.sampleSize } : {}),
    id_rule_set: draft.idRuleSet!,
    k_factor: parseNumber(draft.k)!,
    ...(draft.idAlert !== null ? { id_alerta: draft.idAlert } : {}),
    revisions: [],
    active: true,
  };
}
