import type { FrameRules } from './stop-repository.js';

/** A manual frame of unit 10 with no lists for tests; `lists` overrides any field. */
export const frameRulesFixture = (lists: Partial<FrameRules> = {}): FrameRules => ({
  id_frame: 1,
  id_elemento: 10,
  motive_required: false,
  annulment_allowed: true,
  integration_url: null,
  motives: [],
  motive_groups: [],
  complementary_types: [],
  recorders: [],
  recorder_groups: [],
  approvers: [],
  approver_groups: [],
  annullers: [],
  annuller_groups: [],
  ...lists,
});
