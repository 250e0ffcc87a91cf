import { useState } from 'react';
import type { FieldProblem } from '../../../api/api-error.js';
import { actionProblem } from './action-problem.js';

export interface ActionSubmit<F extends string> {
  busy: boolean;
  /** The server's refusal of each field, or the dialog's own check. */
  fieldKeys: Partial<Record<F, string>>;
  setFieldKeys: (keys: Partial<Record<F, string>>) => void;
  /** A refusal that names none of the dialog's fields: its key and arguments. */
  message: { key: string; args?: Record<string, unknown> } | null;
  /** Sends once at a time; a stale version goes to `onStale`, other refusals to the fields or the message. */
  run: (send: () => Promise<void>) => Promise<void>;
}

const keysOf = <F extends string>(fields: Partial<Record<F, FieldProblem>>) =>
  Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, (problem as FieldProblem).key])) as Partial<Record<F, string>>;

/** A dialog's sending state over one of the action's calls. */
export function useActionSubmit<F extends string>(fields: readonly F[], onStale: () => void, fallback?: string): ActionSubmit<F> {
  const [busy, setBusy] = useState(false);
  const [fieldKeys, setFieldKeys] = useState<Partial<Record<F, string>>>({});
  const [message, setMessage] = useState<ActionSubmit<F>['message']>(null);

  const run = async (send: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFieldKeys({});
    setMessage(null);
    try {
      await send();
    } catch (error) {
      const problem = actionProblem(error, fields, fallback);
      if (problem.kind === 'stale') onStale();
      else if (problem.kind === 'fields') setFieldKeys(keysOf(problem.fields));
      else setMessage({ key: problem.key, args: problem.args });
    } finally {
      setBusy(false);
    }
  };
  return { busy, fieldKeys, setFieldKeys, message, run };
}
