import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api-error.js';
import { MAX_QUERY_VALUES, parseConstantsQuery, parseLimitsBody, parseRulesBody } from './query-params.js';

const fieldsOf = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    if (error instanceof ApiError) return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, problem]) => [field, problem.key]));
  }
  return null;
};

describe('parseLimitsBody', () => {
  it('reads variable subgroups and attribute counts, K 3 when absent, c charts without sizes', () => {
    expect(
      parseLimitsBody({
        chart: 'xbar-r',
        subgroups: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toEqual({
      chart: 'xbar-r',
      k: 3,
      subgroups: [
        [1, 2],
        [3, 4],
      ],
    });
    expect(parseLimitsBody({ chart: 'i-mr', subgroups: [[1], [3]], k: 2.5 })).toEqual({ chart: 'i-mr', k: 2.5, subgroups: [[1], [3]] });
    expect(parseLimitsBody({ chart: 'p', counts: [1, 0], sizes: [50, 40] })).toEqual({ chart: 'p', k: 3, counts: [1, 0], sizes: [50, 40] });
    expect(parseLimitsBody({ chart: 'c', counts: [4, 7] })).toEqual({ chart: 'c', k: 3, counts: [4, 7], sizes: [1, 1] });
  });

  it.each([
    ['no chart', {}, { chart: 'global.labels.requiredField' }],
    ['an unknown chart', { chart: 'pareto', subgroups: [[1, 2]] }, { chart: 'validation.oneOf' }],
    ['no subgroups', { chart: 'xbar-r', subgroups: [] }, { subgroups: 'spc.errors.emptySubgroups' }],
    ['an empty subgroup', { chart: 'xbar-r', subgroups: [[1, 2], []] }, { subgroups: 'spc.errors.emptySubgroups' }],
    [
      'ragged subgroups',
      {
        chart: 'xbar-s',
        subgroups: [
          [1, 2, 3],
          [1, 2],
        ],
      },
      { subgroups: 'spc.errors.raggedSubgroups' },
    ],
    ['subgroups of one for X̄-R', { chart: 'xbar-r', subgroups: [[1], [2]] }, { subgroups: 'spc.errors.subgroupSize' }],
    ['subgroups of 26', { chart: 'xbar-r', subgroups: [Array.from({ length: 26 }, (_v, i) => i)] }, { subgroups: 'spc.errors.subgroupSize' }],
    [
      'I-MR subgroups of two',
      {
        chart: 'i-mr',
        subgroups: [
          [1, 2],
          [3, 4],
        ],
      },
      { subgroups: 'spc.errors.individualSubgroups' },
    ],
    ['one I-MR value', { chart: 'i-mr', subgroups: [[1]] }, { subgroups: 'validation.minItems' }],
    ['a text among the values', { chart: 'xbar-r', subgroups: [[1, '2']] }, { subgroups: 'validation.number' }],
    ['subgroups not arrays', { chart: 'xbar-r', subgroups: [1, 2] }, { subgroups: 'validation.type' }],
    ['K of 0 and a missing size list', { chart: 'p', counts: [1], k: 0 }, { k: 'validation.minValue', sizes: 'global.labels.requiredField' }],
    ['counts and sizes of different lengths', { chart: 'u', counts: [1, 2], sizes: [5] }, { sizes: 'spc.errors.sizesLength' }],
    ['a negative count', { chart: 'c', counts: [1, -2] }, { counts: 'spc.errors.countNotWhole' }],
    ['a count above its size', { chart: 'np', counts: [1, 6], sizes: [5, 5] }, { counts: 'spc.errors.countAboveSize' }],
    ['unequal np sizes', { chart: 'np', counts: [1, 2], sizes: [5, 6] }, { sizes: 'spc.errors.sizesUnequal' }],
    ['a size of 0', { chart: 'u', counts: [1], sizes: [0] }, { sizes: 'spc.errors.sizeNotWhole' }],
  ])('refuses %s', (_name, body, fields) => {
    expect(fieldsOf(() => parseLimitsBody(body))).toEqual(fields);
  });

  it('refuses more values than MAX_QUERY_VALUES', () => {
    const subgroups = Array.from({ length: MAX_QUERY_VALUES / 4 + 1 }, () => [1, 2, 3, 4]);
    expect(fieldsOf(() => parseLimitsBody({ chart: 'xbar-r', subgroups }))).toEqual({ subgroups: 'validation.maxItems' });
    expect(fieldsOf(() => parseLimitsBody({ chart: 'c', counts: new Array(MAX_QUERY_VALUES + 1).fill(1) }))).toEqual({ counts: 'validation.maxItems' });
  });
});

describe('parseRulesBody', () => {
  it('reads the values, center, sigma, rules in order, K and the specification limits', () => {
    expect(parseRulesBody({ values: [1, 2], center: 1.5, sigma: 0.5, rules: [2, 1], lsl: 0 })).toEqual({
      values: [1, 2],
      center: 1.5,
      sigma: 0.5,
      k: 3,
      rules: [1, 2],
      lsl: 0,
      usl: null,
    });
  });

  it('names every bad field at once', () => {
    expect(fieldsOf(() => parseRulesBody({ values: [], center: 'x', sigma: 0, rules: [9], lsl: 5, usl: 1, k: 7 }))).toEqual({
      values: 'validation.minItems',
      center: 'validation.number',
      sigma: 'spc.errors.sigmaPositive',
      rules: 'validation.oneOf',
      usl: 'spc.errors.specInverted',
      k: 'validation.maxValue',
    });
    expect(fieldsOf(() => parseRulesBody({ values: [1, null], center: 0, sigma: -1, rules: [1, 1] }))).toEqual({
      values: 'validation.number',
      sigma: 'spc.errors.sigmaPositive',
      rules: 'validation.uniqueItems',
    });
  });
});

describe('parseConstantsQuery', () => {
  it('reads n from the query string, 2 to 25', () => {
    expect(parseConstantsQuery({ n: '5' })).toBe(5);
    expect(fieldsOf(() => parseConstantsQuery({ n: '1' }))).toEqual({ n: 'validation.minValue' });
    expect(fieldsOf(() => parseConstantsQuery({ n: '26' }))).toEqual({ n: 'validation.maxValue' });
    expect(fieldsOf(() => parseConstantsQuery({ n: '2.5' }))).toEqual({ n: 'validation.integer' });
    expect(fieldsOf(() => parseConstantsQuery({ n: 'five' }))).toEqual({ n: 'validation.number' });
    expect(fieldsOf(() => parseConstantsQuery({}))).toEqual({ n: 'global.labels.requiredField' });
  });
});
