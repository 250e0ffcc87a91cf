import { describe, expect, it } from 'vitest';
import { validateCalculation, type TagInfo } from './validate.js';

const tags: Record<string, TagInfo> = {
  FLOW: { active: true, hasPoints: true },
  'Tank level': { active: true, hasPoints: true },
  OLD: { active: false, hasPoints: true },
  EMPTY: { active: true, hasPoints: false },
};
const lookup = (code: string): TagInfo | undefined => tags[code];

const errors: Array<[text: string, key: string, position: number, args?: Record<string, string>]> = [
  ['T:FLOW + T:GHOST', 'tags.calculation.errors.missingTag', 9, { code: 'GHOST' }],
  ['T:OLD * 2', 'tags.calculation.errors.inactiveTag', 0, { code: 'OLD' }],
  ['1 + T:"EMPTY"', 'tags.calculation.errors.tagWithoutPoints', 4, { code: 'EMPTY' }],
  // A tag error before a language error is the first error, and the reverse.
  ['T:GHOST + (1', 'tags.calculation.errors.missingTag', 0, { code: 'GHOST' }],
  ['T:GHOST / 0', 'tags.calculation.errors.missingTag', 0, { code: 'GHOST' }],
  ['(1 + 2 3 + T:GHOST', 'tags.calculation.errors.syntax', 7],
  ['T:FLOW / 0 + T:OLD', 'tags.calculation.errors.divisionByZero', 7],
  ['', 'tags.calculation.errors.emptyExpression', 0],
];

describe('validateCalculation', () => {
  it.each(errors)('%j -> %s at %i', (text, key, position, args) => {
    const result = validateCalculation(text, lookup);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual(args ? { key, position, args } : expect.objectContaining({ key, position }));
  });

  it('accepts a calculation whose tags are active and have points', () => {
    expect(validateCalculation('ROUND(T:FLOW * T:"Tank level", 2)', lookup)).toMatchObject({ ok: true, tagCodes: ['FLOW', 'Tank level'] });
  });

  it('looks each tag up once', () => {
    const seen: string[] = [];
    validateCalculation('T:FLOW + T:FLOW + T:"Tank level"', (code) => {
      seen.push(code);
      return lookup(code);
    });
    expect(seen).toEqual(['FLOW', 'Tank level']);
  });
});
