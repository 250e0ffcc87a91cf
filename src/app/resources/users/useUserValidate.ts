import { useCallback } from 'react';
import { entities } from '../../../generated/entities.js';
import { confirmationProblem } from '../../../domain/password-confirmation.js';
import type { WriteMode } from '../../../domain/validation/entity-validators.js';
import { validateForm } from '../form-validation.js';

/** The form-only field that repeats the password; never sent to the API. */
export const confirmSource = 'confirm_password';

/** The user form's `validate`: the API's own rules, plus the confirmation of a password being set. */
export function useUserValidate(mode: WriteMode) {
  return useCallback(
    (values: Record<string, unknown>) => {
      const errors = validateForm(entities.users, values, mode);
      const password = typeof values.usu_senha === 'string' ? values.usu_senha : '';
      const problem = password || mode === 'create' ? confirmationProblem(password, String(values[confirmSource] ?? '')) : undefined;
      return problem ? { ...errors, [confirmSource]: { message: problem, args: {} } } : errors;
    },
    [mode],
  );
}
