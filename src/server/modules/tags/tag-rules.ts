/** The tag rules of business-modules section 5 that need no database: each returns field errors. */
import type { FieldErrors } from '../../../domain/validation/field-errors.js';

export interface Calculation {
  valid_from: string;
  formula: string;
}

type Row = Record<string, unknown>;

export const tagMessages = {
  duplicateValidity: 'tags.validation.duplicateValidity',
  calculationRequired: 'tags.validation.calculationRequired',
  noGrouping: 'tags.validation.calculationNoGrouping',
  calcAggregation: 'tags.validation.calcAggregationOnly',
  lowerAboveUpper: 'tags.validation.lowerAboveUpper',
  endBeforeStart: 'tags.validation.endBeforeStart',
} as const;

export const consolidationFlags = ['consolidate_hour', 'consolidate_day', 'consolidate_shift', 'consolidate_week', 'consolidate_month'] as const;

/** The limit pairs of a tag: each lower bound must not exceed its upper bound. */
export const tagLimitPairs = [
  ['filter_low', 'filter_high'],
  ['spec_low', 'spec_high'],
  ['action_low', 'action_high'],
  ['valid_low', 'valid_high'],
] as const;

export function calculationsOf(row: Row): Calculation[] {
  return Array.isArray(row.calculations) ? (row.calculations as Calculation[]) : [];
}

export const isCalculationTag = (row: Row): boolean => row.data_input === 'calculation';

/** Two validity periods starting on the same day: the later one is named. */
export function duplicateValidityErrors(calculations: readonly Calculation[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  calculations.forEach((calculation, index) => {
    if (seen.has(calculation.valid_from)) errors[`calculations.${index}.valid_from`] = { key: tagMessages.duplicateValidity };
    seen.add(calculation.valid_from);
  });
  return errors;
}

/** A calculation tag needs a calculation and a consolidation; CALC aggregation belongs to calculation tags only. */
export function calculationTagErrors(row: Row): FieldErrors {
  const errors: FieldErrors = {};
  if (isCalculationTag(row)) {
    if (calculationsOf(row).length === 0) errors.calculations = { key: tagMessages.calculationRequired };
    if (consolidationFlags.every((flag) => row[flag] === false)) errors.consolidate_hour = { key: tagMessages.noGrouping };
  } else if (row.aggregation === 'CALC') {
    errors.aggregation = { key: tagMessages.calcAggregation };
  }
  return errors;
}

/** Each pair whose both ends are set must be ordered; the error sits on the lower field. */
export function limitPairErrors(row: Row, pairs: readonly (readonly [string, string])[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [low, high] of pairs) {
    const [a, b] = [row[low], row[high]];
    if (typeof a === 'number' && typeof b === 'number' && a > b) errors[low] = { key: tagMessages.lowerAboveUpper };
  }
  return errors;
}
