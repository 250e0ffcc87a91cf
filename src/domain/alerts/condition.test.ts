import { describe, expect, it } from 'vitest';
import { ALERT_OPERATORS, evaluateCondition, isAlertOperator } from './condition.js';

describe('evaluateCondition (value operator threshold)', () => {
  it.each([
    ['>', 10, 11, true],
    ['>', 10, 10, false],
    ['>', 10, 9, false],
    ['<', 10, 9, true],
    ['<', 10, 10, false],
    ['<', 10, 11, false],
    ['>=', 10, 10, true],
    ['>=', 10, 11, true],
    ['>=', 10, 9.999, false],
    ['<=', 10, 10, true],
    ['<=', 10, 9, true],
    ['<=', 10, 10.001, false],
    ['==', 10, 10, true],
    ['==', 10, 10.0000001, false],
    ['==', 0, -0, true],
    ['!=', 10, 11, true],
    ['!=', 10, 10, false],
    ['>', -5, -4.5, true],
    ['<', 0, -0.1, true],
  ] as const)('%s %s with value %s -> %s', (operator, threshold, value, want) => {
    expect(evaluateCondition(operator, threshold, value)).toBe(want);
  });

  it.each([
    ['NaN value', '!=', 10, NaN],
    ['infinite value', '>', 10, Infinity],
    ['minus infinity', '<', 10, -Infinity],
    ['null value', '!=', 10, null],
    ['undefined value', '!=', 10, undefined],
    ['NaN threshold', '!=', NaN, 3],
    ['infinite threshold', '<', Infinity, 3],
    ['unknown operator', '=', 10, 10],
    ['operator with blanks', ' > ', 1, 2],
  ] as const)('%s never raises', (_name, operator, threshold, value) => {
    expect(evaluateCondition(operator, threshold, value)).toBe(false);
  });
});

describe('isAlertOperator', () => {
  it('knows the six operators and nothing else', () => {
    expect(ALERT_OPERATORS.every(isAlertOperator)).toBe(true);
    expect(['=', '===', '<>', '=>', '', null, 1].some(isAlertOperator)).toBe(false);
  });
});
