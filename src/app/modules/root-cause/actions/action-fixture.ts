/** Analyses and actions for the panel's tests. */
import { DEFAULT_RCA_RULES, type ActionView, type CauseView, type EffectAnalysis } from '../../../../domain/root-cause/model.js';
import { effectFixture } from '../effects/effect-fixture.js';

export const ana = { id: 1, name: 'Ana Lima' };
export const bruno = { id: 2, name: 'Bruno Costa' };

/** An action just planned and approved: not started, on time, not verified, no files (new objects for each fixture). */
export function plannedState() {
  return {
    status: 'not-started',
    time_status: 'on-time',
    approval: 'approved',
    suspended: false,
    conclusion_date: null,
    verification: { date: null, status: 'pending', commentary: null },
    attachments: [],
  } satisfies Partial<ActionView>;
}

export function actionFixture(id: number, changes: Partial<ActionView> = {}): ActionView {
  return {
    id_action: id,
    id_effect: 1,
    id_cause: 10,
    title: `Action ${id}`,
    what: 'Replace the nozzle',
    why: 'It is worn',
    where: 'Filler 2',
    how: 'With the spare kit',
    how_much: 1234.5,
    planned_time: '02:30',
    spent_time: null,
    deadline: '2026-12-15',
    responsible: ana,
    examiner: bruno,
    ...plannedState(),
    roles: ['applicator', 'responsible'],
    allowed: ['edit', 'duplicate', 'start', 'attach'],
    created_at: '2026-11-20T12:00:00Z',
    version: 3,
    ...changes,
  };
}

export function causeFixture(id: number, changes: Partial<CauseView> = {}): CauseView {
  return {
    id_cause: id,
    id_effect: 1,
    origin: 'machine',
    id_cause_catalogue: null,
    description: `Cause ${id}`,
    gravity: 3,
    urgency: 3,
    tendency: 3,
    priority: 27,
    status: 'active',
    whys: [],
    allowed: ['edit', 'cancel', 'add-why', 'add-action'],
    version: 1,
    ...changes,
  };
}

export function analysisFixture(actions: ActionView[], causes: CauseView[] = [causeFixture(10)]): EffectAnalysis {
  return {
    effect: effectFixture(1, {
      description: 'Fill weight drifts',
      status: 'in-analysis',
      occurred_at: '2026-11-19T10:00:00Z',
      created_at: '2026-11-19T10:05:00Z',
      responsible: ana,
      examiner: bruno,
      manager: bruno,
      counts: { causes: causes.length, actions: actions.length, open_actions: actions.length, late_actions: 0 },
      roles: ['applicator'],
      allowed: ['edit', 'add-cause'],
      version: 2,
    }),
    causes,
    actions,
    rules: DEFAULT_RCA_RULES,
  };
}
