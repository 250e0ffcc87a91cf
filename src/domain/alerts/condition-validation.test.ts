import { describe, expect, it } from 'vitest';
import { validateAlertCondition } from './condition-validation.js';

const required = { key: 'global.labels.requiredField' };

describe('validateAlertCondition', () => {
  it('accepts no condition at all', () => {
    expect(validateAlertCondition({})).toEqual({ ok: true, condition: undefined });
    expect(validateAlertCondition({ tagId: null, operator: '', threshold: '  ' })).toEqual({ ok: true, condition: undefined });
  });

  it.each([
    [
      { tagId: 4, operator: '>=', threshold: 12.5 },
      { tagId: 4, operator: '>=', threshold: 12.5 },
    ],
    [
      { tagId: '4', operator: '!=', threshold: ' -3 ' },
      { tagId: '4', operator: '!=', threshold: -3 },
    ],
    [
      { tagId: 4, operator: '<', threshold: '1e3' },
      { tagId: 4, operator: '<', threshold: 1000 },
    ],
    [
      { tagId: 4, operator: '==', threshold: 0 },
      { tagId: 4, operator: '==', threshold: 0 },
    ],
    [
      { tagId: 4, operator: '>', threshold: '.5' },
      { tagId: 4, operator: '>', threshold: 0.5 },
    ],
  ])('accepts %j', (input, condition) => {
    expect(validateAlertCondition(input)).toEqual({ ok: true, condition });
  });

  it('needs all three once one is filled', () => {
    expect(validateAlertCondition({ tagId: 4 })).toEqual({ ok: false, errors: { operator: required, threshold: required } });
    expect(validateAlertCondition({ threshold: 3 })).toEqual({ ok: false, errors: { tagId: required, operator: required } });
  });

  it.each(['=', '=>', '<>', 'gt'])('refuses the operator %j', (operator) => {
    expect(validateAlertCondition({ tagId: 4, operator, threshold: 1 })).toEqual({
      ok: false,
      errors: { operator: { key: 'alerts.condition.errors.operator', args: { operators: '> < >= <= == !=' } } },
    });
  });

  it.each(['abc', '1,5', '1.2.3', '10%', 'Infinity', NaN, Infinity])('refuses the threshold %j', (threshold) => {
    expect(validateAlertCondition({ tagId: 4, operator: '>', threshold })).toEqual({
      ok: false,
      errors: { threshold: { key: 'alerts.condition.errors.threshold' } },
    });
  });
});
