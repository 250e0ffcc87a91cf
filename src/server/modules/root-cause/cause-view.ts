/** Causes and whys as the routes answer them (CauseView, WhyView): GUT priority, whys in saved order, commands allowed. */
import { allowedCauseCommands } from '../../../domain/root-cause/effect-rules.js';
import { gutPriority } from '../../../domain/root-cause/gut.js';
import type { CauseView, EffectStatus, PersonRef, RcaRole, WhyView } from '../../../domain/root-cause/model.js';
import type { Db } from '../../db/create-database.js';
import { whysOfCauses, type CauseRow, type WhyRow } from './cause-repository.js';
import { personOf, personRefs } from './people.js';

export function whyViewOf(row: WhyRow, people: ReadonlyMap<number, PersonRef>): WhyView {
  return {
    id_why: row.id_why,
    id_cause: row.id_cause,
    id_parent: row.id_parent,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by === null ? null : personOf(people, row.created_by),
  };
}

export async function whyView(db: Db, row: WhyRow): Promise<WhyView> {
  return whyViewOf(row, await personRefs(db, row.created_by === null ? [] : [row.created_by]));
}

/** The caller's view of causes of one effect (its status and the caller's roles on it decide what they may do). */
export async function causeViews(db: Db, causes: readonly CauseRow[], effect: { status: EffectStatus; roles: readonly RcaRole[] }): Promise<CauseView[]> {
  const whys = await whysOfCauses(
    db,
    causes.map((cause) => cause.id_cause),
  );
  const people = await personRefs(
    db,
    whys.flatMap((why) => (why.created_by === null ? [] : [why.created_by])),
  );
  return causes.map((cause) => ({
    id_cause: cause.id_cause,
    id_effect: cause.id_effect,
    origin: cause.origin,
    id_cause_catalogue: cause.id_cause_catalogue,
    description: cause.description,
    gravity: cause.gravity,
    urgency: cause.urgency,
    tendency: cause.tendency,
    priority: gutPriority(cause.gravity, cause.urgency, cause.tendency),
    status: cause.status,
    whys: whys.filter((why) => why.id_cause === cause.id_cause).map((why) => whyViewOf(why, people)),
    allowed: allowedCauseCommands(cause.status, { roles: effect.roles, effectStatus: effect.status }),
    version: cause.version,
  }));
}
