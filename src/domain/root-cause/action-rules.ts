import type { ActionCommand, ActionStatus, ApprovalStatus, CauseStatus, EffectStatus, RcaRole, RcaRules, VerificationStatus } from './model.js';
import type { Refusal } from './refusal.js';

export interface ActionState {
  status: ActionStatus;
  approval: ApprovalStatus;
  verification_status: VerificationStatus;
  suspended: boolean;
}

export interface ActionContext {
  roles: readonly RcaRole[];
  rules: RcaRules;
  effectStatus: EffectStatus;
  causeStatus: CauseStatus;
}

/** Pending actions are those not yet done: not started or in progress (the only ones that may be duplicated). */
export function isPendingAction(status: ActionStatus): boolean {
  throw new Error(`not implemented ${status}`);
}

/** Open actions: neither completed nor canceled (completed or canceled actions cannot be edited). */
export function isOpenAction(status: ActionStatus): boolean {
  throw new Error(`not implemented ${status}`);
}

/** The state of a new action under the unit's rules (approval `approved` at once when nobody approves). */
export function initialActionState(rules: RcaRules): ActionState {
  throw new Error(`not implemented ${rules.approver}`);
}

/** Null when the caller may run `command` on the action now; else why not. */
export function checkActionCommand(state: ActionState, command: ActionCommand, context: ActionContext): Refusal | null {
  throw new Error(`not implemented ${state.status} ${command} ${context.rules.approver}`);
}

/** Every command `checkActionCommand` allows, in the order of the type. */
export function allowedActionCommands(state: ActionState, context: ActionContext): ActionCommand[] {
  throw new Error(`not implemented ${state.status} ${context.rules.approver}`);
}

/**
 * The state after an allowed command. `verification` is the verdict of `verify`. Edit keeps the state but
 * sends an approved or sent action back to `waiting` when the rules ask for approval.
 */
export function actionStateAfter(state: ActionState, command: ActionCommand, rules: RcaRules, verification?: 'effective' | 'ineffective'): ActionState {
  throw new Error(`not implemented ${state.status} ${command} ${rules.approver} ${verification}`);
}
