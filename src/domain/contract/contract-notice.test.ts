import { describe, expect, it } from 'vitest';
import type { ContractState } from './contract-dates.js';
import { leavesRenewalPage, showsRenewalBanner } from './contract-notice.js';

const active = (daysLeft: number): ContractState => ({ status: 'ACTIVE', endDate: '2027-12-31', daysLeft });
const expired: ContractState = { status: 'EXPIRED', endDate: '2027-01-01', daysLeft: 0 };
const none: ContractState = { status: 'UNCONTRATED', endDate: null, daysLeft: null };

describe('showsRenewalBanner', () => {
  it.each([
    [1, true],
    [29, true],
    [30, false],
    [365, false],
  ])('%i days left -> %s', (days, want) => {
    expect(showsRenewalBanner(active(days))).toBe(want);
  });

  it('never for an expired or missing contract (those leave the shell)', () => {
    expect(showsRenewalBanner(expired)).toBe(false);
    expect(showsRenewalBanner(none)).toBe(false);
  });
});

describe('leavesRenewalPage', () => {
  it.each([
    [29, false],
    [30, true],
    [400, true],
  ])('%i days left -> %s', (days, want) => {
    expect(leavesRenewalPage(active(days))).toBe(want);
  });

  it('stays for an expired contract', () => {
    expect(leavesRenewalPage(expired)).toBe(false);
  });
});
