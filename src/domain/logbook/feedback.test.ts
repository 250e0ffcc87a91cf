import { describe, expect, it } from 'vitest';
import { logbookFailure, logbookSuccess } from './feedback.js';

describe('logbookSuccess', () => {
  it.each([
    ['add', 'dataEntry.messages.logbookSuccess'],
    ['edit', 'dataEntry.messages.logbookEdit'],
    ['delete', 'dataEntry.messages.logbookDelete'],
  ] as const)('%s -> %s', (action, key) => {
    expect(logbookSuccess(action)).toEqual({ key, type: 'success' });
  });
});

describe('logbookFailure', () => {
  it.each([
    ['add', 413],
    ['edit', 413],
  ] as const)('%s with 413 warns that the text is too big, for 7 s', (action, status) => {
    expect(logbookFailure(action, status)).toEqual({ key: 'dataEntry.messages.logbookPayloadTooBig', type: 'warning', autoHideMs: 7000 });
  });

  it.each([
    ['add', 500, 'dataEntry.messages.logbookError'],
    ['add', undefined, 'dataEntry.messages.logbookError'],
    ['edit', 500, 'global.error.messages.defaultError'],
    ['edit', 403, 'global.error.messages.defaultError'],
    ['delete', 403, 'global.error.messages.defaultError'],
    ['loadGroups', 500, 'global.error.messages.defaultError'],
    ['loadEntries', undefined, 'global.error.messages.defaultError'],
  ] as const)('%s with %s -> %s', (action, status, key) => {
    expect(logbookFailure(action, status)).toEqual({ key, type: 'error' });
  });
});
