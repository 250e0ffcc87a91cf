/** Answers of the management routes for component tests, shaped as src/server/modules/spc/README.md says. */
import type { CardOverview, ViolationRow } from './management-types.js';

export const violationFixture = (id: number, overrides: Partial<ViolationRow> = {}): ViolationRow => ({
  id_violation: id,
  id_card: 1,
  card_code: 'SPC-FILL',
  tag_code: 'FILL-WEIGHT',
  rule: 1,
  point_at: '2026-11-20T13:30:00.000Z',
  point_ms: Date.parse('2026-11-20T13:30:00.000Z'),
  value: 502.125,
  detected_at: '2026-11-20T13:31:00.000Z',
  status: 'open',
  id_diagnostic: null,
  diagnostic: null,
  id_corrective_action: null,
  corrective_action: null,
  comment: null,
  treated_by: null,
  treated_at: null,
  version: 3,
  analysis: null,
  ...overrides,
});

export const overviewFixture = (id: number, overrides: Partial<CardOverview> = {}): CardOverview => ({
  id_card: id,
  code: `SPC-${id}`,
  description: `Card ${id}`,
  tag_code: `TAG-${id}`,
  chart: 'xbar-r',
  active: true,
  latest: { t: Date.parse('2026-11-20T13:30:00.000Z'), value: 500.5, rules: [] },
  state: 'inControl',
  violations: {},
  open: 0,
  cpk: 1.5,
  ppk: 1.4,
  capability: [],
  ...overrides,
});
