import { describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { checkedText, optionalComment } from './rca-text.js';

const checked = (value: unknown, max = 5, fallback?: string) => {
  const fields: FieldErrors = {};
  return { text: checkedText(value, 'description', max, fields, fallback), fields };
};

describe('checkedText', () => {
  it('trims, and takes the fallback when blank or absent', () => {
    expect(checked('  abc ')).toEqual({ text: 'abc', fields: {} });
    expect(checked('  ', 5, ' def ')).toEqual({ text: 'def', fields: {} });
    expect(checked(undefined, 5, 'def')).toEqual({ text: 'def', fields: {} });
  });

  it('refuses blank without fallback, too long, and U+0000 under the field', () => {
    expect(checked(' ')).toEqual({ text: undefined, fields: { description: { key: 'global.labels.requiredField' } } });
    expect(checked('abcdef')).toEqual({ text: undefined, fields: { description: { key: 'global.labels.maxLengthExceeded', args: { max: 5 } } } });
    expect(checked('a\u0000b')).toEqual({ text: undefined, fields: { description: { key: 'validation.nulCharacter' } } });
    expect(checked(12)).toEqual({ text: undefined, fields: { description: { key: 'global.labels.requiredField' } } });
  });
});

describe('optionalComment', () => {
  it('is null when blank, trimmed otherwise, refused when too long', () => {
    const fields: FieldErrors = {};
    expect(optionalComment('  ', 'comment', 3, fields)).toBeNull();
    expect(optionalComment(null, 'comment', 3, fields)).toBeNull();
    expect(optionalComment(' ok ', 'comment', 3, fields)).toBe('ok');
    expect(fields).toEqual({});
    expect(optionalComment('long', 'comment', 3, fields)).toBeNull();
    expect(fields).toEqual({ comment: { key: 'global.labels.maxLengthExceeded', args: { max: 3 } } });
  });
});
