/** The goal rules that need no database: what each goal kind needs, ordered bounds, a period that ends after it starts. */
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { limitPairErrors, tagMessages } from './tag-rules.js';

const required = { key: 'global.labels.requiredField' };
const isSet = (value: unknown) => typeof value === 'number';

export function goalErrors(goal: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (goal.goal_kind === 'single' && !isSet(goal.value)) errors.value = required;
  if (goal.goal_kind === 'range') {
    if (!isSet(goal.lower)) errors.lower = required;
    if (!isSet(goal.upper)) errors.upper = required;
  }
  if (String(goal.period_end) < String(goal.period_start)) errors.period_end = { key: tagMessages.endBeforeStart };
  return { ...limitPairErrors(goal, [['lower', 'upper']]), ...errors };
}
