import { useCallback } from 'react';
import type { WriteMode } from '../../../domain/validation/entity-validators.js';
import { validateForm } from '../form-validation.js';
import type { ValidatedTexts } from '../tags/useValidatedTexts.js';
import { withItemErrors } from '../tags/validated-texts.js';
import { groupModel } from './group-fields.js';

/** The group form's `validate`: the API's schema rules, and every new or changed rule validated first. */
export function useGroupValidate(mode: WriteMode, rules: ValidatedTexts) {
  return useCallback(
    (values: Record<string, unknown>) =>
      withItemErrors(validateForm(groupModel, values, mode), 'rules', 'expression', rules.unvalidated(values.rules), 'tags.groups.ruleNotValidated'),
    [mode, rules],
  );
}
