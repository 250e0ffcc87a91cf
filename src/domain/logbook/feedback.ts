/** The messages of the logbook's outcomes (platform-core section 8). */
import { WARNING_TOAST_MS } from './constants.js';

export type LogbookAction = 'add' | 'edit' | 'delete' | 'loadGroups' | 'loadEntries';

export interface Feedback {
  /** An i18n key. */
  key: string;
  type: 'success' | 'warning' | 'error';
  /** How long the toast stays; undefined for the notifier's default. */
  autoHideMs?: number;
}

export const LOGBOOK_PAYLOAD_TOO_BIG_KEY = 'dataEntry.messages.logbookPayloadTooBig';

const successKeys: Record<'add' | 'edit' | 'delete', string> = {
  add: 'dataEntry.messages.logbookSuccess',
  edit: 'dataEntry.messages.logbookEdit',
  delete: 'dataEntry.messages.logbookDelete',
};

export function logbookSuccess(action: 'add' | 'edit' | 'delete'): Feedback {
  return { key: successKeys[action], type: 'success' };
}

/**
 * A too-large text (413) gets its own warning for 7 s; an add failure its own message; every other
 * failure (edit, delete, loading, a 403 for a non-author included) the default error.
 */
export function logbookFailure(action: LogbookAction, status?: number): Feedback {
  if (status === 413) return { key: LOGBOOK_PAYLOAD_TOO_BIG_KEY, type: 'warning', autoHideMs: WARNING_TOAST_MS };
  if (action === 'add') return { key: 'dataEntry.messages.logbookError', type: 'error' };
  return { key: 'global.error.messages.defaultError', type: 'error' };
}
