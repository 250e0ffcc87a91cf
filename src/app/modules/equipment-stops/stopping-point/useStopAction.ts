import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../../api/api-error.js';

export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

const STATE_CHANGED = 'equipmentStops.errors.stateChanged';

/**
 * Runs one stop call and tells how it went: the done message, or the server's message key. A 409
 * stateChanged (someone else was first) reloads the stops and says so, since the rows on screen are stale.
 */
export function useStopAction(reload: () => void) {
  const notify = useNotify();
  return useCallback(
    async <T>(call: () => Promise<T>, doneKey?: string, doneArgs?: Record<string, unknown>): Promise<ActionResult<T>> => {
      try {
        const value = await call();
        if (doneKey) notify(doneKey, { type: 'success', messageArgs: doneArgs });
        return { ok: true, value };
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError(0, 'POST');
        if (error.messageKey === STATE_CHANGED) {
          notify('stoppingPoint.reloaded', { type: 'warning' });
          reload();
        } else {
          notify(error.messageKey, { type: 'error', messageArgs: error.error.args });
        }
        return { ok: false, error };
      }
    },
    [notify, reload],
  );
}
