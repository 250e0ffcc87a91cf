import { describe, expect, it } from 'vitest';
import { checkGroupRule } from './group-rule.js';

const inGroup = (code: string): boolean => ['A', 'B'].includes(code);

describe('checkGroupRule', () => {
  const valid: Array<[text: string, kind: 'validation' | 'insertion']> = [
    ['T:A > T:B', 'validation'],
    ['T:A < 10', 'validation'],
    ['T:A * 2 == T:B + 1', 'validation'],
    ['(T:A != 0)', 'validation'],
    ['T:A + T:B * 2 - T:A / 4', 'insertion'],
    ['-T:A', 'insertion'],
  ];
  it.each(valid)('%j is a %s rule', (text, kind) => {
    expect(checkGroupRule(text, { isInGroup: inGroup })).toMatchObject({ ok: true, kind });
  });

  const errors: Array<[text: string, key: string, position: number]> = [
    ['T:A >= 1', 'tags.groupRule.errors.operatorNotAllowed', 4],
    ['T:A <= 1', 'tags.groupRule.errors.operatorNotAllowed', 4],
    ['ABS(T:A) > 1', 'tags.groupRule.errors.functionNotAllowed', 0],
    ['T:A + MAX(T:B, 1)', 'tags.groupRule.errors.functionNotAllowed', 6],
    ['(T:A > 1) == 1', 'tags.groupRule.errors.nestedComparison', 5],
    ['(T:A > 1) + T:B', 'tags.groupRule.errors.nestedComparison', 5],
    ['T:A + T:C', 'tags.groupRule.errors.tagNotInGroup', 6],
    ['T:C >= ABS(1)', 'tags.groupRule.errors.tagNotInGroup', 0],
    // Errors of the language keep the calculation key.
    ['T:A > ', 'tags.calculation.errors.syntax', 6],
    ['T:A / 0', 'tags.calculation.errors.divisionByZero', 4],
    ['TAG:A > 1', 'tags.calculation.errors.wrongPrefix', 0],
  ];
  it.each(errors)('%j -> %s at %i', (text, key, position) => {
    expect(checkGroupRule(text, { isInGroup: inGroup })).toMatchObject({ ok: false, error: { key, position } });
  });

  it('does not check membership when no group is given', () => {
    expect(checkGroupRule('T:Z > 1')).toMatchObject({ ok: true, kind: 'validation', tagCodes: ['Z'] });
  });
});
