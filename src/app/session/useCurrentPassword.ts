import { useState } from 'react';

/**
 * The password in use, which the server asks for before it sets a new one on the own record
 * (`usu_senha_atual`); `needed` false leaves it out entirely (the admin-forced change).
 */
export function useCurrentPassword(needed: boolean) {
  const [value, setValueState] = useState('');
  const [error, setError] = useState<string>();

  function setValue(next: string) {
    setValueState(next);
    setError(undefined);
  }

  /** True when the dialog may send; otherwise the required-field message shows. */
  function validate(): boolean {
    if (needed && !value) setError('global.labels.requiredField');
    return !needed || Boolean(value);
  }

  return { needed, value, setValue, error, refuse: setError, validate, body: needed ? { usu_senha_atual: value } : {} };
}

export type CurrentPasswordState = ReturnType<typeof useCurrentPassword>;
