import { describe, expect, it } from 'vitest';
import { notifyFeedback } from './feedback.js';

describe('notifyFeedback', () => {
  it('says the notification was sent, or the server error', () => {
    expect(notifyFeedback(true)).toEqual({ key: 'alert.notificationSent', type: 'success' });
    expect(notifyFeedback(false)).toEqual({ key: 'global.error.messages.serverError', type: 'error' });
  });
});
