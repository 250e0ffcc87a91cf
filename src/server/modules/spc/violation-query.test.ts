import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api-error.js';
import { parseViolationsQuery } from './violation-query.js';

const refusal = (query: Record<string, string>) => {
  try {
    parseViolationsQuery(query);
  } catch (error) {
    if (error instanceof ApiError) return error.fields;
    throw error;
  }
  throw new Error('accepted');
};

describe('parseViolationsQuery', () => {
  it('answers the first page of 25 without filters', () => {
    expect(parseViolationsQuery({})).toEqual({ filter: {}, page: 1, perPage: 25 });
  });

  it('reads every filter', () => {
    expect(
      parseViolationsQuery({
        id_card: '4',
        status: 'open',
        rule: '0',
        from: '2026-04-01T00:00:00Z',
        to: '2026-04-02T00:00:00-03:00',
        page: '3',
        perPage: '100',
      }),
    ).toEqual({
      filter: { idCard: 4, status: 'open', rule: 0, from: Date.UTC(2026, 3, 1), to: Date.UTC(2026, 3, 2, 3) },
      page: 3,
      perPage: 100,
    });
  });

  it('names every bad field', () => {
    expect(refusal({ id_card: 'x', status: 'closed', rule: '9', from: '2026-02-30T00:00:00Z', page: '0', perPage: '101' })).toEqual({
      id_card: { key: 'validation.number' },
      status: { key: 'validation.oneOf', args: { options: 'open, treated' } },
      rule: { key: 'validation.maxValue', args: { max: 8 } },
      from: { key: 'series.errors.dateTime' },
      page: { key: 'validation.minValue', args: { min: 1 } },
      perPage: { key: 'validation.maxValue', args: { max: 100 } },
    });
    expect(refusal({ from: '2026-04-02T00:00:00Z', to: '2026-04-02T00:00:00Z' })).toEqual({ to: { key: 'series.errors.range' } });
  });
});
