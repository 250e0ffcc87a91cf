import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api-error.js';
import { parseIsoInstant, parseSeriesQuery } from './read-params.js';

const fieldsOf = (query: Record<string, unknown>) => {
  try {
    parseSeriesQuery(query);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    return (error as ApiError).fields;
  }
  throw new Error('expected a validation error');
};

const good = { tags: '1,2', from: '2026-01-01', to: '2026-01-02T00:00:00Z' };

describe('parseSeriesQuery', () => {
  it('reads a full query, with defaults for level and points', () => {
    expect(parseSeriesQuery(good)).toEqual({
      tagIds: [1, 2],
      from: Date.UTC(2026, 0, 1),
      to: Date.UTC(2026, 0, 2),
      level: 'raw',
      points: 1000,
    });
    expect(parseSeriesQuery({ ...good, level: 'M', points: '10', tags: '3, 3 ,4' })).toMatchObject({ level: 'M', points: 10, tagIds: [3, 4] });
    expect(parseSeriesQuery({ ...good, from: '2026-01-01T03:00:00+03:00' }).from).toBe(Date.UTC(2026, 0, 1));
  });

  it.each([
    ['no tags', { ...good, tags: undefined }, 'tags', 'series.errors.tags'],
    ['a tag that is not a number', { ...good, tags: '1,x' }, 'tags', 'series.errors.tags'],
    ['tag 0', { ...good, tags: '0' }, 'tags', 'series.errors.tags'],
    ['a tag id beyond 32 bits', { ...good, tags: '2147483648' }, 'tags', 'series.errors.tags'],
    ['21 tags', { ...good, tags: Array.from({ length: 21 }, (_, i) => i + 1).join(',') }, 'tags', 'series.errors.tags'],
    ['no from', { ...good, from: undefined }, 'from', 'global.labels.requiredField'],
    ['a day that does not exist', { ...good, from: '2026-02-30' }, 'from', 'series.errors.dateTime'],
    ['a time without its zone', { ...good, to: '2026-01-02T00:00:00' }, 'to', 'series.errors.dateTime'],
    ['text', { ...good, to: 'tomorrow' }, 'to', 'series.errors.dateTime'],
    ['to before from', { ...good, to: '2025-12-31' }, 'to', 'series.errors.range'],
    ['to equal to from', { ...good, to: '2026-01-01T00:00:00Z' }, 'to', 'series.errors.range'],
    ['an unknown level', { ...good, level: 'X' }, 'level', 'validation.oneOf'],
    ['points below 10', { ...good, points: '9' }, 'points', 'validation.minValue'],
    ['points above 5000', { ...good, points: '5001' }, 'points', 'validation.maxValue'],
    ['points not an integer', { ...good, points: '10.5' }, 'points', 'validation.integer'],
  ])('refuses %s', (_name, query, field, key) => {
    expect(fieldsOf(query)?.[field]?.key).toBe(key);
  });

  it('names every bad parameter at once', () => {
    expect(Object.keys(fieldsOf({ level: 'x', points: 'a' }) ?? {}).sort()).toEqual(['from', 'level', 'points', 'tags', 'to']);
  });

  it('parses dates, date-times with offsets, and nothing else', () => {
    expect(parseIsoInstant('2026-03-08T06:00Z')).toBe(Date.UTC(2026, 2, 8, 6));
    expect(parseIsoInstant('2026-03-08T06:00:00.5-0300')).toBe(Date.UTC(2026, 2, 8, 9, 0, 0, 500));
    expect(parseIsoInstant('2026-13-01')).toBeNaN();
    expect(parseIsoInstant('1700000000000')).toBeNaN();
  });
});
