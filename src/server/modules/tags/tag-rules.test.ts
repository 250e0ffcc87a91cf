import { describe, expect, it } from 'vitest';
import { calculationTagErrors, duplicateValidityErrors, limitPairErrors, tagLimitPairs } from './tag-rules.js';

const allFlags = (on: boolean) => ({ consolidate_hour: on, consolidate_day: on, consolidate_shift: on, consolidate_week: on, consolidate_month: on });
const calc = { valid_from: '2026-01-01', formula: 'T:A * 2' };

describe('tag rules', () => {
  it('names the later of two calculations starting on the same day', () => {
    const errors = duplicateValidityErrors([calc, { ...calc, valid_from: '2026-02-01' }, { ...calc, formula: 'T:B' }]);
    expect(errors).toEqual({ 'calculations.2.valid_from': { key: 'tags.validation.duplicateValidity' } });
    expect(duplicateValidityErrors([calc, { ...calc, valid_from: '2026-02-01' }])).toEqual({});
  });

  it.each([
    [
      'a calculation tag without calculation',
      { data_input: 'calculation', aggregation: 'CALC', calculations: [], ...allFlags(true) },
      { calculations: { key: 'tags.validation.calculationRequired' } },
    ],
    [
      'a calculation tag with no grouping',
      { data_input: 'calculation', aggregation: 'AVERAGE', calculations: [calc], ...allFlags(false) },
      { consolidate_hour: { key: 'tags.validation.calculationNoGrouping' } },
    ],
    [
      'CALC aggregation on a sensor tag',
      { data_input: 'sensor', aggregation: 'CALC', ...allFlags(false) },
      { aggregation: { key: 'tags.validation.calcAggregationOnly' } },
    ],
    [
      'a calculation tag with one grouping',
      { data_input: 'calculation', aggregation: 'CALC', calculations: [calc], ...allFlags(false), consolidate_month: true },
      {},
    ],
    ['a sensor tag with no grouping', { data_input: 'sensor', aggregation: 'SUM', ...allFlags(false) }, {}],
  ])('%s', (_name, row, want) => {
    expect(calculationTagErrors(row)).toEqual(want);
  });

  it('refuses a lower bound above its upper bound only when both are set', () => {
    const row = { filter_low: 5, filter_high: 1, spec_low: 1, spec_high: 1, action_low: 9, valid_high: 0 };
    expect(limitPairErrors(row, tagLimitPairs)).toEqual({ filter_low: { key: 'tags.validation.lowerAboveUpper' } });
  });
});
