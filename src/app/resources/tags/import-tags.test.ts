import { describe, expect, it } from 'vitest';
import { importErrorText } from './import-error-text.js';
import { importOutcomeOf } from './import-tags-request.js';

const translate = (key: string, args: Record<string, unknown> = {}) =>
  `${key}(${Object.entries(args)
    .filter(([name]) => name !== '_')
    .map(([name, value]) => `${name}=${value}`)
    .join(',')})`;

describe('tag import', () => {
  it.each([
    ['stored', 200, { data: { rows: 2, stored: 2 } }, { kind: 'stored', stored: 2 }],
    [
      'a refused file',
      400,
      { error: { code: 'IMPORT_REJECTED' }, data: { errors: [{ row: 3, key: 'k' }] } },
      { kind: 'rejected', errors: [{ row: 3, key: 'k' }] },
    ],
    [
      'the tag limit',
      406,
      { error: { message: 'global.warning.messages.registerTagLimit' } },
      { kind: 'failed', messageKey: 'global.warning.messages.registerTagLimit' },
    ],
    ['no connection', 0, undefined, { kind: 'failed', messageKey: 'global.error.messages.connectionError' }],
    ['a broken answer', 502, undefined, { kind: 'failed', messageKey: 'global.error.messages.serverError' }],
  ])('reads %s', (_name, status, body, want) => {
    expect(importOutcomeOf(status, body)).toEqual(want);
  });

  it('words a line error with its line and, for a field problem, the field', () => {
    const labels = (field: string) => ({ decimals: 'resources.tags.fields.decimals', calculations: 'resources.tags.fields.calculations._' })[field];
    expect(importErrorText({ row: 4, key: 'tags.import.duplicateCode', args: { code: 'FT-1' } }, translate, labels)).toBe(
      'tags.import.line(row=4) · tags.import.duplicateCode(code=FT-1)',
    );
    expect(importErrorText({ row: 5, key: 'validation.integer', args: { field: 'decimals' } }, translate, labels)).toBe(
      'tags.import.line(row=5) · resources.tags.fields.decimals(): validation.integer()',
    );
    expect(importErrorText({ row: 6, key: 'global.labels.requiredField', args: { field: 'calculations.0.formula' } }, translate, labels)).toBe(
      'tags.import.line(row=6) · resources.tags.fields.calculations._(): global.labels.requiredField()',
    );
    expect(importErrorText({ row: 7, key: 'validation.unknownField', args: { field: 'colour' } }, translate, labels)).toBe(
      'tags.import.line(row=7) · colour: validation.unknownField()',
    );
  });
});
