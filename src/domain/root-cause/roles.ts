import { RCA_ROLES, type RcaRole } from './model.js';

/** The people of an effect, by user id. */
export interface EffectPeople {
  responsible: number;
  manager: number;
  examiner: number;
  team: readonly number[];
}

/** The people of an action, by user id. */
export interface ActionPeople {
  responsible: number;
  examiner: number;
}

const inRoleOrder = (held: ReadonlySet<RcaRole>): RcaRole[] => RCA_ROLES.filter((role) => held.has(role));

/** The caller's roles on an effect: applicator (its responsible or a team member), manager. */
export function rolesOnEffect(userId: number, effect: EffectPeople): RcaRole[] {
  const held = new Set<RcaRole>();
  if (effect.responsible === userId || effect.team.includes(userId)) held.add('applicator');
  if (effect.manager === userId) held.add('manager');
  return inRoleOrder(held);
}

/** The caller's roles on an action: those on its effect, plus responsible (the action's who) and examiner. */
export function rolesOnAction(userId: number, effect: EffectPeople, action: ActionPeople): RcaRole[] {
  const held = new Set<RcaRole>(rolesOnEffect(userId, effect));
  if (action.responsible === userId) held.add('responsible');
  if (action.examiner === userId) held.add('examiner');
  return inRoleOrder(held);
}
