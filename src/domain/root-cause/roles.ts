import type { RcaRole } from './model.js';

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

/** The caller's roles on an effect: applicator (its responsible or a team member), manager. */
export function rolesOnEffect(userId: number, effect: EffectPeople): RcaRole[] {
  throw new Error(`not implemented ${userId} ${effect.responsible}`);
}

/** The caller's roles on an action: those on its effect, plus responsible (the action's who) and examiner. */
export function rolesOnAction(userId: number, effect: EffectPeople, action: ActionPeople): RcaRole[] {
  throw new Error(`not implemented ${userId} ${effect.responsible} ${action.responsible}`);
}
