import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../api/api-error.js';

export interface DialogSave {
  busy: boolean;
  /** Each field's message key: the dialog's own check or the server's refusal. */
  fieldErrors: Record<string, string>;
  setFieldErrors: (errors: Record<string, string>) => void;
  /** A field's message, translated, for its helper text. */
  fieldText: (field: string) => string | undefined;
  /** A refusal that names no field, or the dialog's fallback when the call failed otherwise. */
  error: string | null;
  /** Sends; a refusal of fields goes under them, any other failure to `error`. */
  run: (send: () => Promise<void>) => Promise<void>;
}

/** A form dialog's sending state, `fallbackKey` telling a failure the server did not explain. */
export function useDialogSave(fallbackKey: string): DialogSave {
  const translate = useTranslate();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (send: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await send();
    } catch (failure) {
      const refusals = failure instanceof ApiError ? Object.fromEntries(Object.entries(failure.fields).map(([field, problem]) => [field, problem.key])) : {};
      if (Object.keys(refusals).length > 0) setFieldErrors(refusals);
      else setError(failure instanceof ApiError ? failure.messageKey : fallbackKey);
    } finally {
      setBusy(false);
    }
  };
  const fieldText = (field: string) => (fieldErrors[field] ? translate(fieldErrors[field], { _: fieldErrors[field] }) : undefined);
  return { busy, fieldErrors, setFieldErrors, fieldText, error, run };
}
