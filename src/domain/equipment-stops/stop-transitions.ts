import type { StopConsistency, StopStatus } from './stop-model.js';

/**
 * The state rules of a stop (business modules §4; src/server/modules/equipment-stops/README.md, Stops):
 * which (status, consistency) pairs an action may start from and where it leads. The server writes
 * conditionally on the same lists (`WHERE status IN ... AND consistency IN ...`), so a check and its
 * write cannot be separated by another user's change.
 */
export const STOP_ACTIONS = ['edit', 'split', 'annul', 'enable', 'approve', 'reprove', 'send', 'resend', 'integrated', 'integrationFailed'] as const;
export type StopAction = (typeof STOP_ACTIONS)[number];

export interface StopState {
  status: StopStatus;
  consistency: StopConsistency;
}

export interface ActionRule {
  statuses: readonly StopStatus[];
  consistencies: readonly StopConsistency[];
}

const live: readonly StopStatus[] = ['open', 'finished'];

/** Where each action may start from. */
export const ACTION_RULES: Readonly<Record<StopAction, ActionRule>> = {
  // Only a stop nobody approved yet is changed; an annulled one must be enabled first.
  edit: { statuses: live, consistencies: ['notApproved'] },
  split: { statuses: live, consistencies: ['notApproved'] },
  annul: { statuses: live, consistencies: ['notApproved'] },
  enable: { statuses: ['annulled'], consistencies: ['notApproved'] },
  // An open stop has no duration yet.
  approve: { statuses: ['finished'], consistencies: ['notApproved'] },
  reprove: { statuses: live, consistencies: ['notApproved', 'approved'] },
  // Approved stops of a frame with an integration address go out; a failed delivery is sent again.
  send: { statuses: ['finished'], consistencies: ['approved'] },
  resend: { statuses: ['finished'], consistencies: ['approved', 'integrationError'] },
  integrated: { statuses: ['finished'], consistencies: ['integrating'] },
  integrationFailed: { statuses: ['finished'], consistencies: ['integrating'] },
};

export function mayApply(state: StopState, action: StopAction): boolean {
  const rule = ACTION_RULES[action];
  return rule.statuses.includes(state.status) && rule.consistencies.includes(state.consistency);
}

/** A stop that is not annulled is open until it has an end. */
export const liveStatus = (end: number | null | string): StopStatus => (end === null ? 'open' : 'finished');

/**
 * The state after `action`, or null when the action may not start from `state`. `end` is the stop's
 * end after the action (an edit may set it; enabling goes back to open or finished by it).
 */
export function nextState(state: StopState, action: StopAction, end: number | null): StopState | null {
  if (!mayApply(state, action)) return null;
  switch (action) {
    case 'edit':
    case 'split':
      return { status: liveStatus(end), consistency: 'notApproved' };
    case 'annul':
      return { status: 'annulled', consistency: state.consistency };
    case 'enable':
      return { status: liveStatus(end), consistency: state.consistency };
    case 'approve':
      return { status: state.status, consistency: 'approved' };
    case 'reprove':
      return { status: state.status, consistency: 'notApproved' };
    case 'send':
    case 'resend':
      return { status: state.status, consistency: 'integrating' };
    case 'integrated':
      return { status: state.status, consistency: 'integrated' };
    case 'integrationFailed':
      return { status: state.status, consistency: 'integrationError' };
  }
}
