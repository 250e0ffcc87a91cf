/** Analyses for the component tests, shaped as the server answers them (src/domain/root-cause/model.ts). */
import type { CauseView, EffectAnalysis, EffectView, Origin, WhyView } from '../../../../domain/root-cause/model.js';

const me = { id: 1, name: 'Ana Souza' };

export const effectFixture = (overrides: Partial<EffectView> = {}): EffectView => ({
  id_effect: 7,
  description: 'Underfilled bottles on line 2',
  form: 'stop',
  status: 'in-analysis',
  occurred_at: '2026-03-02T13:00:00.000Z',
  created_at: '2026-03-02T14:00:00.000Z',
  concluded_at: null,
  responsible: me,
  examiner: { id: 2, name: 'Bruno Lima' },
  manager: { id: 3, name: 'Carla Dias' },
  team: [{ id: 4, name: 'Davi Rocha' }],
  counts: { causes: 0, actions: 0, open_actions: 0, late_actions: 0 },
  roles: ['applicator'],
  allowed: ['edit', 'add-cause'],
  version: 1,
  id_tag: 11,
  tag_code: 'FILL-02',
  period_from: '2026-03-02T12:00:00.000Z',
  period_to: '2026-03-02T12:30:00.000Z',
  id_motive: 5,
  motive: 'Nozzle clogged',
  spc_rule: null,
  id_stop: 90,
  id_violation: null,
  id_alert_movement: null,
  ...overrides,
});

export const whyFixture = (id_why: number, id_cause: number, id_parent: number | null, text: string): WhyView => ({
  id_why,
  id_cause,
  id_parent,
  text,
  created_at: '2026-03-02T15:00:00.000Z',
  created_by: me,
});

export const causeFixture = (id_cause: number, origin: Origin, overrides: Partial<CauseView> = {}): CauseView => {
  const cause = {
    id_cause,
    id_effect: 7,
    origin,
    id_cause_catalogue: null,
    description: `Cause ${id_cause}`,
    gravity: 3,
    urgency: 3,
    tendency: 3,
    priority: 27,
    status: 'active' as const,
    whys: [],
    allowed: ['edit', 'cancel', 'add-why', 'add-action'] as CauseView['allowed'],
    version: 1,
    ...overrides,
  };
  return { ...cause, priority: cause.gravity * cause.urgency * cause.tendency };
};

export const analysisFixture = (causes: CauseView[] = [], effect: Partial<EffectView> = {}): EffectAnalysis => ({
  effect: effectFixture(effect),
  causes,
  actions: [],
  rules: { late_after_hours: 0, verification_required: true, approver: 'none' },
});
