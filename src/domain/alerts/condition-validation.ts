import type { FieldError } from '../validation/field-errors.js';
import { ALERT_OPERATORS, isAlertOperator, type AlertOperator } from './condition.js';

/** The condition part of the alerts-configuration form, as typed. */
export interface AlertConditionInput {
  tagId?: number | string | null;
  operator?: string | null;
  threshold?: number | string | null;
}

export interface AlertCondition {
  tagId: number | string;
  operator: AlertOperator;
  threshold: number;
}

export type AlertConditionResult =
  { ok: true; condition: AlertCondition | undefined } | { ok: false; errors: Partial<Record<keyof AlertConditionInput, FieldError>> };

const blank = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';
// The decimal separator is '.', as in the calculation language.
const numberText = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function toThreshold(value: number | string): number {
  if (typeof value === 'number') return value;
  return numberText.test(value.trim()) ? Number(value.trim()) : NaN;
}

/**
 * The condition is optional (an alert can be raised by `ALE/actions/raise` alone): all three fields
 * empty means none. Once one is filled, all three are needed.
 */
export function validateAlertCondition(input: AlertConditionInput): AlertConditionResult {
  const { tagId, operator, threshold } = input;
  if (blank(tagId) && blank(operator) && blank(threshold)) return { ok: true, condition: undefined };
  const errors: Partial<Record<keyof AlertConditionInput, FieldError>> = {};
  const required: FieldError = { key: 'global.labels.requiredField' };
  if (blank(tagId)) errors.tagId = required;
  if (blank(operator)) errors.operator = required;
  else if (!isAlertOperator(operator)) errors.operator = { key: 'alerts.condition.errors.operator', args: { operators: ALERT_OPERATORS.join(' ') } };
  const value = blank(threshold) ? NaN : toThreshold(threshold as number | string);
  if (blank(threshold)) errors.threshold = required;
  else if (!Number.isFinite(value)) errors.threshold = { key: 'alerts.condition.errors.threshold' };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, condition: { tagId: tagId as number | string, operator: operator as AlertOperator, threshold: value } };
}
