import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api-error.js';
import { parseEffectsQuery } from './effect-list.js';

const refusal = (query: Record<string, unknown>) => {
  try {
    parseEffectsQuery(query);
  } catch (error) {
    if (error instanceof ApiError) return error.fields;
    throw error;
  }
  throw new Error('accepted');
};

describe('parseEffectsQuery', () => {
  it('answers the first page of 25 without filters, and an empty text as none', () => {
    expect(parseEffectsQuery({})).toEqual({ filter: {}, page: 1, perPage: 25 });
    expect(parseEffectsQuery({ q: '   ', status: '' })).toEqual({ filter: {}, page: 1, perPage: 25 });
  });

  it('reads every filter, a numeric text as text', () => {
    expect(parseEffectsQuery({ status: 'in-analysis', form: 'spc', q: ' 42 ', page: '3', perPage: '100' })).toEqual({
      filter: { status: 'in-analysis', form: 'spc', q: '42' },
      page: 3,
      perPage: 100,
    });
  });

  it('names every bad field at once', () => {
    expect(refusal({ status: 'closed', form: 'paper', q: 'x'.repeat(201), page: '0', perPage: '101' })).toEqual({
      status: { key: 'validation.oneOf', args: { options: 'open, in-analysis, concluded, canceled' } },
      form: { key: 'validation.oneOf', args: { options: 'free, stop, spc, alert' } },
      q: { key: 'global.labels.maxLengthExceeded', args: { max: 200 } },
      page: { key: 'validation.minValue', args: { min: 1 } },
      perPage: { key: 'validation.maxValue', args: { max: 100 } },
    });
    expect(refusal({ q: ['a', 'b'], page: '1.5' })).toEqual({ q: { key: 'validation.type' }, page: { key: 'validation.integer' } });
  });
});
