import { ApiError, type FieldProblem } from '../../../api/api-error.js';

const STATE_CHANGED = 'rootCause.errors.stateChanged';

export type ActionProblem<F extends string> =
  /** Someone changed the action first (409 stateChanged): the analysis must be read again. */
  { kind: 'stale' } | { kind: 'fields'; fields: Partial<Record<F, FieldProblem>> } | { kind: 'message'; key: string; args?: Record<string, unknown> };

/** A field as the server names it, without the object it lies in (`verification.date` is the dialog's `date`). */
const leafOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/**
 * What a dialog or button shows for a refused call: stale (reload), the problems of its own `fields`, or
 * the refusal's key (403 notYourRole, 409 notFromThisState, …); `fallback` when the call did not reach the server's rules.
 */
export function actionProblem<F extends string>(error: unknown, fields: readonly F[], fallback = 'global.error.messages.saveError'): ActionProblem<F> {
  if (!(error instanceof ApiError)) return { kind: 'message', key: fallback };
  if (error.messageKey === STATE_CHANGED) return { kind: 'stale' };
  const found: Partial<Record<F, FieldProblem>> = {};
  for (const [path, problem] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === path || name === leafOf(path));
    if (field && !found[field]) found[field] = problem;
  }
  if (Object.keys(found).length > 0) return { kind: 'fields', fields: found };
  return { kind: 'message', key: error.messageKey, args: error.error.args };
}
