import { useCallback } from 'react';
import type { WriteMode } from '../../../domain/validation/entity-validators.js';
import { validateForm } from '../form-validation.js';
import { tagModel } from './tag-fields.js';
import type { ValidatedTexts } from './useValidatedTexts.js';
import { withItemErrors } from './validated-texts.js';

/** The tag form's `validate`: the API's own schema rules, and no formula saved without passing Validate. */
export function useTagValidate(mode: WriteMode, formulas: ValidatedTexts) {
  return useCallback(
    (values: Record<string, unknown>) =>
      withItemErrors(
        validateForm(tagModel, values, mode),
        'calculations',
        'formula',
        formulas.unvalidated(values.calculations),
        'tags.form.calculation.notValidated',
      ),
    [mode, formulas],
  );
}
