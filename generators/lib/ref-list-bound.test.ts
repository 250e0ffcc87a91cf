import { describe, expect, it } from 'vitest';
import { boundRefLists } from './ref-list-bound.js';

const refs = (extra = {}) => ({ type: 'array', items: { type: 'integer', 'x-ref': 'access-control/user' }, ...extra });

describe('boundRefLists', () => {
  it.each<[string, { given: unknown; want: unknown }]>([
    ['a reference list gets 1,000', { given: { properties: { users: refs() } }, want: { properties: { users: refs({ maxItems: 1000 }) } } }],
    ["a schema's own maxItems is kept", { given: { properties: { users: refs({ maxItems: 20 }) } }, want: { properties: { users: refs({ maxItems: 20 }) } } }],
    [
      'a reference list inside a nested list',
      {
        given: { properties: { rows: { type: 'array', maxItems: 5, items: { type: 'object', properties: { users: refs() } } } } },
        want: { properties: { rows: { type: 'array', maxItems: 5, items: { type: 'object', properties: { users: refs({ maxItems: 1000 }) } } } } },
      },
    ],
    [
      'a list of plain values and a single reference stay as they are',
      {
        given: { properties: { ids: { type: 'array', items: { type: 'integer' } }, unit: { type: 'integer', 'x-ref': 'u' } } },
        want: { properties: { ids: { type: 'array', items: { type: 'integer' } }, unit: { type: 'integer', 'x-ref': 'u' } } },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    const before = JSON.stringify(given);
    expect(boundRefLists(given)).toEqual(want);
    expect(JSON.stringify(given)).toBe(before);
  });
});
