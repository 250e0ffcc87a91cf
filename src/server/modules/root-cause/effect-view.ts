/** An effect as the routes answer it (EffectView): people by name, counts, and the caller's roles and commands. */
import { allowedEffectCommands } from '../../../domain/root-cause/effect-rules.js';
import type { ActionStatus, EffectView, PersonRef } from '../../../domain/root-cause/model.js';
import { rolesOnEffect, type EffectPeople } from '../../../domain/root-cause/roles.js';
import { actionTimeStatus } from '../../../domain/root-cause/time-status.js';
import type { Db } from '../../db/create-database.js';
import { effectTallies, type EffectRow, type EffectTallies } from './effect-repository.js';
import { personOf, personRefs } from './people.js';
import type { RcaViewer } from './rca-context.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const peopleOfEffect = (row: EffectRow): EffectPeople => ({
  responsible: row.id_responsible,
  manager: row.id_manager,
  examiner: row.id_examiner,
  team: row.team,
});

const OPEN_EXCLUDED = new Set(['completed', 'canceled']);

/** The effect's action statuses, one per action (what the domain's effect rules look at). */
function actionStatusesOf(tallies: EffectTallies, idEffect: number): ActionStatus[] {
  const byStatus = tallies.actionsByStatus.get(idEffect) ?? new Map<string, number>();
  return [...byStatus].flatMap(([status, n]) => Array.from({ length: n }, () => status as ActionStatus));
}

function countsOf(tallies: EffectTallies, idEffect: number, viewer: RcaViewer): EffectView['counts'] {
  const byStatus = [...(tallies.actionsByStatus.get(idEffect) ?? new Map<string, number>())];
  const late = tallies.timings.filter(
    (action) =>
      action.id_effect === idEffect &&
      actionTimeStatus(
        { status: action.status as ActionStatus, deadline: action.deadline, concluded_at_ms: action.concluded_at },
        viewer.nowMs,
        viewer.rules.late_after_hours,
        viewer.timeZone,
      ) === 'late',
  ).length;
  return {
    causes: tallies.activeCauses.get(idEffect) ?? 0,
    actions: byStatus.reduce((sum, [, n]) => sum + n, 0),
    open_actions: byStatus.reduce((sum, [status, n]) => sum + (OPEN_EXCLUDED.has(status) ? 0 : n), 0),
    late_actions: late,
  };
}

function effectViewOf(row: EffectRow, people: ReadonlyMap<number, PersonRef>, tallies: EffectTallies, viewer: RcaViewer): EffectView {
  const roles = rolesOnEffect(viewer.userId, peopleOfEffect(row));
  const context = { roles, actionStatuses: actionStatusesOf(tallies, row.id_effect), activeCauses: tallies.activeCauses.get(row.id_effect) ?? 0 };
  return {
    id_effect: row.id_effect,
    description: row.description,
    form: row.form,
    status: row.status,
    id_tag: row.id_tag,
    tag_code: row.tag_code,
    period_from: iso(row.period_from_ms),
    period_to: iso(row.period_to_ms),
    id_motive: row.id_motive,
    motive: row.motive,
    spc_rule: row.spc_rule,
    id_stop: row.id_stop,
    id_violation: row.id_violation,
    id_alert_movement: row.id_alert_movement,
    occurred_at: iso(row.occurred_at)!,
    created_at: iso(row.created_at)!,
    concluded_at: iso(row.concluded_at),
    responsible: personOf(people, row.id_responsible),
    examiner: personOf(people, row.id_examiner),
    manager: personOf(people, row.id_manager),
    team: row.team.map((id) => personOf(people, id)),
    counts: countsOf(tallies, row.id_effect, viewer),
    roles,
    allowed: allowedEffectCommands(row.status, context),
    version: row.version,
  };
}

/** The views of several effects, with two queries for all of their counts and one for all of their people. */
export async function effectViews(db: Db, rows: readonly EffectRow[], viewer: RcaViewer): Promise<EffectView[]> {
  const [tallies, people] = await Promise.all([
    effectTallies(
      db,
      rows.map((row) => row.id_effect),
    ),
    personRefs(
      db,
      rows.flatMap((row) => [row.id_responsible, row.id_examiner, row.id_manager, ...row.team]),
    ),
  ]);
  return rows.map((row) => effectViewOf(row, people, tallies, viewer));
}

export async function effectView(db: Db, row: EffectRow, viewer: RcaViewer): Promise<EffectView> {
  return (await effectViews(db, [row], viewer))[0]!;
}
