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

/** Every action command, in the order of the `ActionCommand` type (the order `allowedActionCommands` answers). */
export const ACTION_COMMANDS = [
  'edit',
  'duplicate',
  'start',
  'finish',
  'verify',
  'cancel',
  'send-for-approval',
  'approve',
  'disapprove',
  'attach',
] as const satisfies readonly ActionCommand[];
// Fails to compile when ActionCommand gains a command missing above.
const everyActionCommandListed: Exclude<ActionCommand, (typeof ACTION_COMMANDS)[number]> extends never ? true : never = true;
void everyActionCommandListed;

/** Pending actions are those not yet done: not started or in progress (the only ones that may be duplicated). */
export function isPendingAction(status: ActionStatus): boolean {
  return status === 'not-started' || status === 'in-progress';
}

/** Open actions: neither completed nor canceled (completed or canceled actions cannot be edited). */
export function isOpenAction(status: ActionStatus): boolean {
  return status !== 'completed' && status !== 'canceled';
}

/** The state of a new action under the unit's rules (approval `approved` at once when nobody approves). */
export function initialActionState(rules: RcaRules): ActionState {
  return { status: 'not-started', approval: rules.approver === 'none' ? 'approved' : 'waiting', verification_status: 'pending', suspended: false };
}

/** The roles that may run a command (README "Roles" and "States"); approving belongs to the rules' approver. */
function rolesFor(command: ActionCommand, rules: RcaRules): readonly RcaRole[] {
  switch (command) {
    case 'edit':
    case 'duplicate':
    case 'send-for-approval':
      return ['applicator'];
    case 'start':
    case 'finish':
      return ['responsible'];
    case 'verify':
      return ['examiner'];
    case 'cancel':
      return ['manager'];
    case 'attach':
      return ['responsible', 'applicator'];
    case 'approve':
    case 'disapprove':
      return rules.approver === 'none' ? ['manager', 'examiner'] : [rules.approver];
  }
}

/** Whether the action's own state lets the command run (the effect's status is checked before). */
function stateAllows(state: ActionState, command: ActionCommand, rules: RcaRules): boolean {
  switch (command) {
    case 'edit':
    case 'cancel':
    case 'attach':
      return isOpenAction(state.status);
    case 'duplicate':
      return true;
    case 'start':
      return state.status === 'not-started';
    case 'finish':
      return state.status === 'in-progress';
    case 'verify':
      return state.status === 'pending-verification';
    case 'send-for-approval':
      return rules.approver !== 'none' && isOpenAction(state.status) && (state.approval === 'waiting' || state.approval === 'disapproved');
    case 'approve':
    case 'disapprove':
      return rules.approver !== 'none' && isOpenAction(state.status) && state.approval === 'sent-for-approval';
  }
}

const movesTheAction = (command: ActionCommand): boolean => command === 'start' || command === 'finish' || command === 'verify';

/**
 * Null when the caller may run `command` on the action now; else why not. Checked in this order: the caller's
 * role (`forbidden`), the effect open or in analysis and the action's state (`state`; a duplicate of an action
 * that is not pending is `pending-only`), its cause canceled (`suspended`, for start, finish and verify),
 * and the approval (`approval`, for start and finish when the rules name an approver).
 */
export function checkActionCommand(state: ActionState, command: ActionCommand, context: ActionContext): Refusal | null {
  const { roles, rules } = context;
  if (!rolesFor(command, rules).some((role) => roles.includes(role))) return 'forbidden';
  if (context.effectStatus !== 'open' && context.effectStatus !== 'in-analysis') return 'state';
  if (command === 'duplicate' && !isPendingAction(state.status)) return 'pending-only';
  if (!stateAllows(state, command, rules)) return 'state';
  if (movesTheAction(command) && (state.suspended || context.causeStatus === 'canceled')) return 'suspended';
  if ((command === 'start' || command === 'finish') && rules.approver !== 'none' && state.approval !== 'approved') return 'approval';
  return null;
}

/** Every command `checkActionCommand` allows, in the order of the type. */
export function allowedActionCommands(state: ActionState, context: ActionContext): ActionCommand[] {
  return ACTION_COMMANDS.filter((command) => checkActionCommand(state, command, context) === null);
}

/**
 * The state after an allowed command. `verification` is the verdict of `verify`. Edit keeps the state but
 * sends an approved or sent action back to `waiting` when the rules ask for approval. Duplicate answers the
 * state of the new copy.
 */
export function actionStateAfter(state: ActionState, command: ActionCommand, rules: RcaRules, verification?: 'effective' | 'ineffective'): ActionState {
  switch (command) {
    case 'start':
      return { ...state, status: 'in-progress' };
    case 'finish':
      return rules.verification_required ? { ...state, status: 'pending-verification', verification_status: 'pending' } : { ...state, status: 'completed' };
    case 'verify':
      if (verification === undefined) throw new RangeError('verify: a verdict (effective or ineffective) is needed');
      return { ...state, status: verification === 'effective' ? 'completed' : 'in-progress', verification_status: verification };
    case 'cancel':
      return { ...state, status: 'canceled' };
    case 'edit':
      return rules.approver !== 'none' && (state.approval === 'approved' || state.approval === 'sent-for-approval')
        ? { ...state, approval: 'waiting' }
        : { ...state };
    case 'duplicate':
      return initialActionState(rules);
    case 'send-for-approval':
      return { ...state, approval: 'sent-for-approval' };
    case 'approve':
      return { ...state, approval: 'approved' };
    case 'disapprove':
      return { ...state, approval: 'disapproved' };
    case 'attach':
      return { ...state };
  }
}
