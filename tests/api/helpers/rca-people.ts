/** Page permissions of the root-cause API tests' people (made with `personWith` of user-fixtures.ts). */
import type { PageGrant } from './user-fixtures.js';

export const RCA_PAGES = {
  effects: 'root-cause.effects-page',
  analysis: 'root-cause.generate-analysis',
  actions: 'root-cause.action-list',
} as const;

/** Read and create on the effects page, read and update on the analysis page: what the analysis's people work with. */
export const ANALYST: readonly PageGrant[] = [
  { menu_id: RCA_PAGES.effects, read: true, create: true },
  { menu_id: RCA_PAGES.analysis, read: true, update: true },
];
