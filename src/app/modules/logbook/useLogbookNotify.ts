import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { logbookFailure, logbookSuccess, type LogbookAction } from '../../../domain/logbook/index.js';
import { apiFailureOf } from '../data-entry/shared/api-failure.js';

/** The section 8 messages: a success per action, a failure by action and status (413: a warning for 7 s). */
export function useLogbookNotify() {
  const notify = useNotify();
  const success = useCallback((action: 'add' | 'edit' | 'delete') => notify(logbookSuccess(action).key, { type: 'success' }), [notify]);
  const failure = useCallback(
    (action: LogbookAction, error: unknown) => {
      const feedback = logbookFailure(action, apiFailureOf(error).status);
      notify(feedback.key, { type: feedback.type, ...(feedback.autoHideMs ? { autoHideDuration: feedback.autoHideMs } : {}) });
    },
    [notify],
  );
  return { success, failure };
}
