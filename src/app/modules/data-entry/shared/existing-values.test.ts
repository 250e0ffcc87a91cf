import { describe, expect, it } from 'vitest';
import { existingValuesOf } from './existing-values.js';

const stored = { index: 0, id_tag: 7, tag: 'LAB-1', ts: '2026-03-08T12:00:00.000Z', stored: 12.5, value: 13.1 };

describe('existingValuesOf', () => {
  it('reads the stored values of a 409 VALUE_EXISTS', () => {
    expect(existingValuesOf({ status: 409, code: 'VALUE_EXISTS', message: '', fields: {}, data: { existing: [stored, { broken: true }], count: 2 } })).toEqual([
      stored,
    ]);
  });

  it('is undefined for any other failure', () => {
    expect(existingValuesOf({ status: 409, code: 'CONFLICT_UNIQUE', message: '', fields: {} })).toBeUndefined();
    expect(existingValuesOf({ status: 400, code: 'VALUE_EXISTS', message: '', fields: {} })).toBeUndefined();
  });
});
