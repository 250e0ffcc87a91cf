import type { ContractState } from './contract-dates.js';

/** Section 9: the banner shows while the remaining days are above 0 and below 30. */
export const bannerDays = 30;

/** The renewal banner shows for an active contract with 1 to 29 days left. */
export function showsRenewalBanner(state: ContractState): boolean {
  return state.status === 'ACTIVE' && state.daysLeft !== null && state.daysLeft > 0 && state.daysLeft < bannerDays;
}

/** `/expired` sends an active contract with 30 or more days left to the default main page. */
export function leavesRenewalPage(state: ContractState): boolean {
  return state.status === 'ACTIVE' && state.daysLeft !== null && state.daysLeft >= bannerDays;
}
