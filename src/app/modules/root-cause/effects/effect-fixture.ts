import type { EffectView } from '../../../../domain/root-cause/model.js';

const ana = { id: 5, name: 'Ana' };

/** An effect as the server answers it, for component tests. */
export function effectFixture(id: number, changes: Partial<EffectView> = {}): EffectView {
  return {
    id_effect: id,
    description: `Effect ${id}`,
    form: 'free',
    status: 'open',
    occurred_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    concluded_at: null,
    responsible: ana,
    examiner: ana,
    manager: ana,
    team: [],
    counts: { causes: 0, actions: 0, open_actions: 0, late_actions: 0 },
    roles: ['applicator', 'manager'],
    allowed: ['edit', 'cancel', 'add-cause'],
    version: 1,
    id_tag: null,
    tag_code: null,
    period_from: null,
    period_to: null,
    id_motive: null,
    motive: null,
    spc_rule: null,
    id_stop: null,
    id_violation: null,
    id_alert_movement: null,
    ...changes,
  };
}
