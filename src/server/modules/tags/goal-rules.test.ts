import { describe, expect, it } from 'vitest';
import { goalErrors } from './goal-rules.js';

const period = { period_start: '2026-01-01', period_end: '2026-01-31' };

describe('goal rules', () => {
  it.each([
    ['a single goal with its value', { goal_kind: 'single', value: 10, ...period }, {}],
    ['a single goal without value', { goal_kind: 'single', ...period }, { value: { key: 'global.labels.requiredField' } }],
    ['a range without upper', { goal_kind: 'range', lower: 1, ...period }, { upper: { key: 'global.labels.requiredField' } }],
    ['a range upside down', { goal_kind: 'range', lower: 5, upper: 1, ...period }, { lower: { key: 'tags.validation.lowerAboveUpper' } }],
    ['a period of one day', { goal_kind: 'single', value: 1, period_start: '2026-01-01', period_end: '2026-01-01' }, {}],
    [
      'a period ending before it starts',
      { goal_kind: 'single', value: 1, period_start: '2026-02-01', period_end: '2026-01-31' },
      { period_end: { key: 'tags.validation.endBeforeStart' } },
    ],
  ])('%s', (_name, goal, want) => {
    expect(goalErrors(goal)).toEqual(want);
  });
});
