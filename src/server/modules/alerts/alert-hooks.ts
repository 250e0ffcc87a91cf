import { validateAlertCondition } from '../../../domain/alerts/index.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import type { HooksOf } from '../entities/entity-hooks-types.js';

/** The condition fields of the form, by the names the domain rule uses. */
const conditionFields = { tagId: 'id_tag', operator: 'cond_operator', threshold: 'cond_value' } as const;

/**
 * An alert configuration's condition (tag, operator, value) is optional as a whole: once one part is
 * filled, all three are needed (src/domain/alerts/condition-validation.ts), so no alert holds half a
 * condition that could never raise.
 */
export const alertHooks: HooksOf<'alerts'> = {
  async beforeWrite({ next }) {
    const result = validateAlertCondition({
      tagId: next.id_tag as number | null,
      operator: next.cond_operator as string | null,
      threshold: next.cond_value as number | null,
    });
    if (result.ok) return;
    const fields: FieldErrors = {};
    for (const [part, error] of Object.entries(result.errors)) fields[conditionFields[part as keyof typeof conditionFields]] = error;
    throw validationFailed(fields);
  },
};
