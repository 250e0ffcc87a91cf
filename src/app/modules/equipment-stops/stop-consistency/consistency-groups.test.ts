import { describe, expect, it } from 'vitest';
import { stopFixture } from '../shared/stop-fixture.js';
import { countByConsistency, countsTowardConsistency, isResendable } from './consistency-groups.js';

describe('countByConsistency', () => {
  it('counts every state, zero where there is none', () => {
    const stops = [
      stopFixture(1),
      stopFixture(2, { consistency: 'approved' }),
      stopFixture(3, { consistency: 'integrationError' }),
      stopFixture(4, { consistency: 'integrationError' }),
    ];
    expect(countByConsistency(stops)).toEqual({ notApproved: 1, approved: 1, integrating: 0, integrated: 0, integrationError: 2 });
  });
});

describe('isResendable and countsTowardConsistency', () => {
  it.each([
    ['notApproved', false],
    ['approved', true],
    ['integrating', false],
    ['integrated', false],
    ['integrationError', true],
  ] as const)('a %s stop can be resent: %s', (consistency, want) => expect(isResendable(stopFixture(1, { consistency }))).toBe(want));

  it('leaves annulled stops out', () => {
    expect(countsTowardConsistency(stopFixture(1, { status: 'annulled' }))).toBe(false);
    expect(countsTowardConsistency(stopFixture(1, { status: 'open', end: null }))).toBe(true);
  });
});
