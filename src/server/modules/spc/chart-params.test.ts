import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api-error.js';
import { cardIdOf, parseCardChartQuery, parseTagChartBody } from './chart-params.js';

const fieldsOf = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    if (error instanceof ApiError) return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, problem]) => [field, problem.key]));
  }
  return null;
};

const period = { from: '2026-03-10T03:00:00Z', to: '2026-03-11T00:00:00-03:00' };

describe('parseTagChartBody', () => {
  it('fills the defaults: subgroup sampling of 5, K 3, 1,000 points, the rules left to the chart', () => {
    expect(parseTagChartBody({ id_tag: 7, chart: 'xbar-r', ...period })).toEqual({
      idTag: 7,
      chart: 'xbar-r',
      sampling: 'subgroup',
      subgroupSize: 5,
      sampleSize: null,
      k: 3,
      from: Date.UTC(2026, 2, 10, 3),
      to: Date.UTC(2026, 2, 11, 3),
      points: 1000,
    });
  });

  it('takes the day entries as the subgroup size of day-N, 1 for I-MR and attribute charts', () => {
    expect(parseTagChartBody({ id_tag: 7, chart: 'xbar-s', sampling: 'day-6', subgroupSize: 3, ...period }).subgroupSize).toBe(6);
    expect(parseTagChartBody({ id_tag: 7, chart: 'i-mr', subgroupSize: 4, ...period }).subgroupSize).toBe(1);
    expect(parseTagChartBody({ id_tag: 7, chart: 'p', sampleSize: 50, rules: [1, 0], ...period })).toMatchObject({
      subgroupSize: 1,
      sampleSize: 50,
      rules: [0, 1],
    });
    expect(parseTagChartBody({ id_tag: 7, chart: 'c', ...period }).sampleSize).toBe(1);
  });

  it('names every bad field at once', () => {
    expect(fieldsOf(() => parseTagChartBody({ id_tag: 'x', chart: 'i-mr', sampling: 'day-3', from: '2026-03-10T10:00', to: 'tomorrow', points: 3 }))).toEqual({
      id_tag: 'validation.number',
      sampling: 'spc.errors.samplingChart',
      from: 'series.errors.dateTime',
      to: 'series.errors.dateTime',
      points: 'validation.minValue',
    });
    expect(fieldsOf(() => parseTagChartBody({ id_tag: 1, chart: 'np', subgroupSize: 30, k: 0.5, ...period }))).toEqual({
      sampleSize: 'spc.errors.sampleSizeRequired',
      k: 'validation.minValue',
    });
    expect(fieldsOf(() => parseTagChartBody({ id_tag: 1, chart: 'xbar-r', subgroupSize: 30, ...period }))).toEqual({ subgroupSize: 'spc.errors.subgroupSize' });
  });

  it('refuses an inverted period and one over 400 days on `to`', () => {
    expect(fieldsOf(() => parseTagChartBody({ id_tag: 1, chart: 'i-mr', from: period.to, to: period.from }))).toEqual({ to: 'series.errors.range' });
    expect(fieldsOf(() => parseTagChartBody({ id_tag: 1, chart: 'i-mr', from: '2025-01-01T00:00:00Z', to: '2026-02-05T00:00:01Z' }))).toEqual({
      to: 'spc.errors.periodTooLong',
    });
    expect(parseTagChartBody({ id_tag: 1, chart: 'i-mr', from: '2025-01-01T00:00:00Z', to: '2026-02-05T00:00:00Z' }).to).toBe(Date.UTC(2026, 1, 5));
  });
});

describe('parseCardChartQuery', () => {
  it('reads the period and the points from the query string', () => {
    expect(parseCardChartQuery({ ...period, points: '200' })).toEqual({ from: Date.UTC(2026, 2, 10, 3), to: Date.UTC(2026, 2, 11, 3), points: 200 });
    expect(fieldsOf(() => parseCardChartQuery({ from: period.from, points: '9000' }))).toEqual({
      to: 'global.labels.requiredField',
      points: 'validation.maxValue',
    });
  });
});

describe('cardIdOf', () => {
  it('reads a positive id that fits the column, else null', () => {
    expect(cardIdOf({ id: '12' })).toBe(12);
    expect([cardIdOf({ id: '0' }), cardIdOf({ id: '1e3' }), cardIdOf({ id: '99999999999' }), cardIdOf({})]).toEqual([null, null, null, null]);
  });
});
