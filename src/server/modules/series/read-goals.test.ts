import { describe, expect, it } from 'vitest';
import { goalOverlaps } from './read-goals.js';

const at = (iso: string) => Date.parse(iso);

describe('goalOverlaps', () => {
  const goal = { period_start: '2026-01-10', period_end: '2026-01-20' };
  it.each([
    ['inside', '2026-01-12T00:00:00Z', '2026-01-13T00:00:00Z', true],
    ['the whole last day is in (end inclusive)', '2026-01-20T23:00:00Z', '2026-01-21T00:00:00Z', true],
    ['after the last day', '2026-01-21T00:00:00Z', '2026-01-22T00:00:00Z', false],
    ['a period ending when the goal starts (end exclusive)', '2026-01-01T00:00:00Z', '2026-01-10T00:00:00Z', false],
    ['a period reaching into the first day', '2026-01-01T00:00:00Z', '2026-01-10T00:00:01Z', true],
  ])('%s', (_name, from, to, expected) => {
    expect(goalOverlaps(goal, at(from), at(to))).toBe(expected);
  });
});
