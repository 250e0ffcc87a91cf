import { describe, expect, it } from 'vitest';
import { importOutcomeOf } from './import-outcome.js';

describe('importOutcomeOf', () => {
  it('reads an accepted file', () => {
    const body = { data: { rows: 3, stored: 0, preview: [{ row: 2, tag: 'FT', ts: '2026-03-10T12:00:00Z', value: 1 }], errors: [] } };
    expect(importOutcomeOf(200, JSON.stringify(body))).toEqual({ kind: 'accepted', answer: { rows: 3, stored: 0, preview: body.data.preview } });
    const refusals = [{ row: 3, reason: 'aboveFilter' }];
    expect(importOutcomeOf(200, JSON.stringify({ data: { rows: 3, stored: 2, refused: 1, refusals, preview: [] } }))).toMatchObject({
      answer: { refused: 1, refusals },
    });
  });

  it('reads the per-row errors of a rejected file, by row, wherever the server put them', () => {
    const errors = [
      { row: 5, key: 'values.import.badNumber', args: { value: 'x' } },
      { row: 2, key: 'values.import.unknownTag' },
    ];
    const want = { kind: 'rejected', errors: [errors[1], errors[0]] };
    expect(importOutcomeOf(400, JSON.stringify({ error: { code: 'IMPORT_REJECTED', message: 'm' }, data: { errors } }))).toEqual(want);
    expect(importOutcomeOf(400, JSON.stringify({ error: { code: 'IMPORT_REJECTED', message: 'm', data: { errors } } }))).toEqual(want);
  });

  it('keeps the server message key of any other failure, else one for the status', () => {
    expect(importOutcomeOf(400, JSON.stringify({ error: { code: 'VALIDATION', message: 'global.error.messages.validation' } }))).toEqual({
      kind: 'failed',
      status: 400,
      messageKey: 'global.error.messages.validation',
    });
    expect(importOutcomeOf(413, '')).toMatchObject({ messageKey: 'global.error.messages.payloadTooLarge' });
    expect(importOutcomeOf(0, '')).toMatchObject({ messageKey: 'global.error.messages.connectionError' });
    expect(importOutcomeOf(502, '<html>')).toMatchObject({ messageKey: 'global.error.messages.serverError' });
  });
});
