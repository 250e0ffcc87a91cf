/** The messages of the alert actions (platform-core section 8). */

export interface Feedback {
  /** An i18n key. */
  key: string;
  type: 'success' | 'error';
}

/** `ALE/queries/notifyUsers`: sent, or the server error. */
export function notifyFeedback(ok: boolean): Feedback {
  return ok ? { key: 'alert.notificationSent', type: 'success' } : { key: 'global.error.messages.serverError', type: 'error' };
}
