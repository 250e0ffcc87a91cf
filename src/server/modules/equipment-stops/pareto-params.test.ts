import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api-error.js';
import { parseOeeSeriesQuery, parseParetoQuery } from './pareto-params.js';

const fieldsOf = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    if (error instanceof ApiError) return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, problem]) => [field, problem.key]));
  }
  return null;
};

describe('parseParetoQuery', () => {
  it('reads the period, the frame and the dimension (motive when absent)', () => {
    expect(parseParetoQuery({ from: '2026-03-10', to: '2026-03-11T00:00:00Z' })).toEqual({
      from: Date.UTC(2026, 2, 10),
      to: Date.UTC(2026, 2, 11),
      by: 'motive',
    });
    expect(parseParetoQuery({ idFrame: '7', from: '2026-03-10', to: '2026-03-11', by: 'group' })).toMatchObject({ idFrame: 7, by: 'group' });
  });

  it('names every bad parameter at once', () => {
    expect(fieldsOf(() => parseParetoQuery({ idFrame: '0', from: 'x', by: 'line' }))).toEqual({
      idFrame: 'validation.integer',
      from: 'series.errors.dateTime',
      to: 'global.labels.requiredField',
      by: 'validation.oneOf',
    });
    expect(fieldsOf(() => parseParetoQuery(undefined))).toEqual({ from: 'global.labels.requiredField', to: 'global.labels.requiredField' });
  });
});

describe('parseOeeSeriesQuery', () => {
  it('needs a frame and a level', () => {
    expect(fieldsOf(() => parseOeeSeriesQuery({ from: '2026-03-10', to: '2026-03-11' }))).toEqual({
      idFrame: 'global.labels.requiredField',
      level: 'global.labels.requiredField',
    });
    expect(parseOeeSeriesQuery({ idFrame: '3', from: '2026-03-10', to: '2026-03-11', level: 'shift' })).toEqual({
      idFrame: 3,
      from: Date.UTC(2026, 2, 10),
      to: Date.UTC(2026, 2, 11),
      level: 'shift',
    });
  });
});
