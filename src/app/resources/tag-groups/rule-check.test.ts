import { describe, expect, it } from 'vitest';
import { ruleProblem } from './rule-check.js';

const codes = new Set(['A', 'B']);

describe('ruleProblem', () => {
  it.each([
    ['a validation', { kind: 'validation', expression: 'T:A > T:B' }, undefined],
    ['a formula', { kind: 'formula', expression: '(T:A + T:B) / 2' }, undefined],
    [
      '>= in a validation',
      { kind: 'validation', expression: 'T:A >= 1' },
      { key: 'tags.groupRule.errors.operatorNotAllowed', args: { operator: '>=', position: 5 } },
    ],
    [
      'a tag outside the group',
      { kind: 'validation', expression: 'T:C > 1' },
      { key: 'tags.groupRule.errors.tagNotInGroup', args: { code: 'C', position: 1 } },
    ],
    ['a validation without comparison', { kind: 'validation', expression: 'T:A * 2' }, { key: 'tags.groups.validationNeedsComparison' }],
    ['a formula that compares', { kind: 'formula', expression: 'T:A != 2' }, { key: 'tags.groups.formulaCannotCompare' }],
    ['an empty rule', { kind: 'formula', expression: '' }, { key: 'tags.calculation.errors.emptyExpression', args: { position: 1 } }],
  ])('%s', (_name, rule, want) => {
    expect(ruleProblem(rule, codes)).toEqual(want);
  });
});
