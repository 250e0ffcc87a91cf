import type { ActionListRow } from '../../../../domain/root-cause/model.js';
import { plannedState } from '../actions/action-fixture.js';

const ana = { id: 5, name: 'Ana' };

/** An action list row as the server answers it, for tests. */
export function actionRowFixture(id: number, changes: Partial<ActionListRow> = {}): ActionListRow {
  return {
    id_action: id,
    id_effect: 3,
    id_cause: 7,
    title: `Action ${id}`,
    what: 'Replace the seal',
    why: 'It leaks',
    where: null,
    how: null,
    how_much: null,
    planned_time: null,
    spent_time: null,
    deadline: '2026-11-30',
    responsible: ana,
    examiner: ana,
    ...plannedState(),
    roles: ['responsible', 'examiner'],
    allowed: ['start'],
    created_at: '2026-11-20T10:00:00.000Z',
    version: 1,
    effect_description: 'Seal leaks on line 2',
    cause_description: 'Worn seal',
    origin: 'machine',
    ...changes,
  };
}
