import { describe, expect, it } from 'vitest';
import {
  ACTION_COMMANDS,
  actionStateAfter,
  allowedActionCommands,
  checkActionCommand,
  initialActionState,
  isOpenAction,
  isPendingAction,
  type ActionContext,
  type ActionState,
} from './action-rules.js';
import {
  ACTION_STATUSES,
  APPROVAL_STATUSES,
  DEFAULT_RCA_RULES,
  RCA_ROLES,
  type ActionCommand,
  type ActionStatus,
  type EffectStatus,
  type RcaRole,
  type RcaRules,
} from './model.js';

// README.md of src/server/modules/root-cause, "Roles" and "States" (business modules §4 and §6).

const noApprover: RcaRules = { ...DEFAULT_RCA_RULES, approver: 'none' };
const byManager: RcaRules = { ...DEFAULT_RCA_RULES, approver: 'manager' };
const byExaminer: RcaRules = { ...DEFAULT_RCA_RULES, approver: 'examiner' };
const noVerification: RcaRules = { ...DEFAULT_RCA_RULES, verification_required: false };

const state = (status: ActionStatus, more: Partial<ActionState> = {}): ActionState => ({
  status,
  approval: 'approved',
  verification_status: 'pending',
  suspended: false,
  ...more,
});
const context = (roles: readonly RcaRole[], more: Partial<ActionContext> = {}): ActionContext => ({
  roles,
  rules: noApprover,
  effectStatus: 'in-analysis',
  causeStatus: 'active',
  ...more,
});
const everyRole = context(RCA_ROLES);

describe('isPendingAction and isOpenAction', () => {
  it('pending: not started or in progress', () => {
    expect(ACTION_STATUSES.filter(isPendingAction)).toEqual(['not-started', 'in-progress']);
  });

  it('open: neither completed nor canceled', () => {
    expect(ACTION_STATUSES.filter(isOpenAction)).toEqual(['not-started', 'in-progress', 'pending-verification']);
  });
});

describe('initialActionState', () => {
  it('approved at once when nobody approves', () => {
    expect(initialActionState(noApprover)).toEqual({ status: 'not-started', approval: 'approved', verification_status: 'pending', suspended: false });
  });

  it('waiting for approval when the manager or the examiner approves', () => {
    expect(initialActionState(byManager).approval).toBe('waiting');
    expect(initialActionState(byExaminer).approval).toBe('waiting');
  });
});

describe('checkActionCommand: roles', () => {
  const roleOf: Record<Exclude<ActionCommand, 'approve' | 'disapprove' | 'attach'>, RcaRole> = {
    edit: 'applicator',
    duplicate: 'applicator',
    'send-for-approval': 'applicator',
    start: 'responsible',
    finish: 'responsible',
    verify: 'examiner',
    cancel: 'manager',
  };
  const readyFor: Record<keyof typeof roleOf, [ActionState, RcaRules]> = {
    edit: [state('not-started'), noApprover],
    duplicate: [state('not-started'), noApprover],
    'send-for-approval': [state('not-started', { approval: 'waiting' }), byManager],
    start: [state('not-started'), noApprover],
    finish: [state('in-progress'), noApprover],
    verify: [state('pending-verification'), noApprover],
    cancel: [state('in-progress'), noApprover],
  };

  for (const [command, role] of Object.entries(roleOf) as [keyof typeof roleOf, RcaRole][]) {
    it(`${command} belongs to the ${role} alone`, () => {
      const [actionState, rules] = readyFor[command];
      for (const other of RCA_ROLES) {
        const expected = other === role ? null : 'forbidden';
        expect(checkActionCommand(actionState, command, context([other], { rules }))).toBe(expected);
      }
      expect(checkActionCommand(actionState, command, context([], { rules }))).toBe('forbidden');
    });
  }

  it('attach belongs to the responsible and the applicators', () => {
    expect(checkActionCommand(state('in-progress'), 'attach', context(['responsible']))).toBeNull();
    expect(checkActionCommand(state('in-progress'), 'attach', context(['applicator']))).toBeNull();
    expect(checkActionCommand(state('in-progress'), 'attach', context(['manager', 'examiner']))).toBe('forbidden');
  });

  it('approve and disapprove belong to the approver the rules name', () => {
    const sent = state('not-started', { approval: 'sent-for-approval' });
    for (const command of ['approve', 'disapprove'] as const) {
      expect(checkActionCommand(sent, command, context(['manager'], { rules: byManager }))).toBeNull();
      expect(checkActionCommand(sent, command, context(['examiner', 'applicator', 'responsible'], { rules: byManager }))).toBe('forbidden');
      expect(checkActionCommand(sent, command, context(['examiner'], { rules: byExaminer }))).toBeNull();
      expect(checkActionCommand(sent, command, context(['manager', 'applicator', 'responsible'], { rules: byExaminer }))).toBe('forbidden');
    }
  });

  it('the role is checked before the state', () => {
    expect(checkActionCommand(state('completed'), 'start', context(['applicator'], { effectStatus: 'concluded' }))).toBe('forbidden');
    expect(checkActionCommand(state('completed'), 'duplicate', context(['manager']))).toBe('forbidden');
  });
});

describe('checkActionCommand: the effect must be open or in analysis', () => {
  const ready: [ActionState, ActionCommand, RcaRules][] = [
    [state('not-started'), 'edit', noApprover],
    [state('not-started'), 'duplicate', noApprover],
    [state('not-started'), 'start', noApprover],
    [state('in-progress'), 'finish', noApprover],
    [state('pending-verification'), 'verify', noApprover],
    [state('in-progress'), 'cancel', noApprover],
    [state('not-started', { approval: 'waiting' }), 'send-for-approval', byManager],
    [state('not-started', { approval: 'sent-for-approval' }), 'approve', byManager],
    [state('not-started', { approval: 'sent-for-approval' }), 'disapprove', byManager],
    [state('in-progress'), 'attach', noApprover],
  ];

  it('lists every command', () => {
    expect(ready.map(([, command]) => command).sort()).toEqual([...ACTION_COMMANDS].sort());
  });

  for (const [actionState, command, rules] of ready) {
    it(command, () => {
      for (const effectStatus of ['open', 'in-analysis'] as EffectStatus[])
        expect(checkActionCommand(actionState, command, { ...everyRole, rules, effectStatus })).toBeNull();
      for (const effectStatus of ['concluded', 'canceled'] as EffectStatus[])
        expect(checkActionCommand(actionState, command, { ...everyRole, rules, effectStatus })).toBe('state');
    });
  }
});

describe('checkActionCommand: action states', () => {
  const from = (command: ActionCommand, ctx: ActionContext = everyRole, more: Partial<ActionState> = {}) =>
    ACTION_STATUSES.filter((status) => checkActionCommand(state(status, more), command, ctx) === null);

  it('start from not-started; finish from in-progress; verify from pending-verification', () => {
    expect(from('start')).toEqual(['not-started']);
    expect(from('finish')).toEqual(['in-progress']);
    expect(from('verify')).toEqual(['pending-verification']);
    expect(checkActionCommand(state('completed'), 'start', everyRole)).toBe('state');
  });

  it('a pending-verification action is verified even when the rules no longer require verification', () => {
    expect(checkActionCommand(state('pending-verification'), 'verify', { ...everyRole, rules: noVerification })).toBeNull();
  });

  it('edit, cancel and attach only while open (completed or canceled actions cannot be edited)', () => {
    for (const command of ['edit', 'cancel', 'attach'] as const) {
      expect(from(command)).toEqual(['not-started', 'in-progress', 'pending-verification']);
      expect(checkActionCommand(state('completed'), command, everyRole)).toBe('state');
      expect(checkActionCommand(state('canceled'), command, everyRole)).toBe('state');
    }
  });

  it('only pending actions are duplicated (pending-only, not state)', () => {
    expect(from('duplicate')).toEqual(['not-started', 'in-progress']);
    for (const status of ['pending-verification', 'completed', 'canceled'] as const)
      expect(checkActionCommand(state(status), 'duplicate', everyRole)).toBe('pending-only');
  });

  it('send for approval: open, from waiting or disapproved, when an approver is set', () => {
    const ctx = { ...everyRole, rules: byExaminer };
    const approvals = (status: ActionStatus) =>
      APPROVAL_STATUSES.filter((approval) => checkActionCommand(state(status, { approval }), 'send-for-approval', ctx) === null);
    expect(approvals('not-started')).toEqual(['waiting', 'disapproved']);
    expect(approvals('in-progress')).toEqual(['waiting', 'disapproved']);
    expect(approvals('completed')).toEqual([]);
    expect(checkActionCommand(state('not-started', { approval: 'waiting' }), 'send-for-approval', everyRole)).toBe('state');
  });

  it('approve and disapprove: open and sent for approval, when an approver is set', () => {
    for (const command of ['approve', 'disapprove'] as const) {
      const approvals = (status: ActionStatus, rules: RcaRules) =>
        APPROVAL_STATUSES.filter((approval) => checkActionCommand(state(status, { approval }), command, { ...everyRole, rules }) === null);
      expect(approvals('not-started', byManager)).toEqual(['sent-for-approval']);
      expect(approvals('in-progress', byExaminer)).toEqual(['sent-for-approval']);
      expect(approvals('canceled', byManager)).toEqual([]);
      expect(approvals('not-started', noApprover)).toEqual([]);
      expect(checkActionCommand(state('not-started', { approval: 'sent-for-approval' }), command, context(['manager'], { rules: noApprover }))).toBe('state');
    }
  });
});

describe('checkActionCommand: a canceled cause suspends the action', () => {
  const moving: [ActionState, ActionCommand][] = [
    [state('not-started'), 'start'],
    [state('in-progress'), 'finish'],
    [state('pending-verification'), 'verify'],
  ];

  for (const [actionState, command] of moving) {
    it(`${command} is refused while suspended or while the cause is canceled`, () => {
      expect(checkActionCommand({ ...actionState, suspended: true }, command, everyRole)).toBe('suspended');
      expect(checkActionCommand(actionState, command, { ...everyRole, causeStatus: 'canceled' })).toBe('suspended');
    });
  }

  it('the state is checked before the suspension', () => {
    expect(checkActionCommand(state('completed', { suspended: true }), 'start', everyRole)).toBe('state');
  });

  it('a suspended action may still be edited, canceled, duplicated and get files', () => {
    const suspended = state('in-progress', { suspended: true });
    const ctx = { ...everyRole, causeStatus: 'canceled' as const };
    expect(allowedActionCommands(suspended, ctx)).toEqual(['edit', 'duplicate', 'cancel', 'attach']);
  });
});

describe('checkActionCommand: approval before start and finish', () => {
  for (const rules of [byManager, byExaminer]) {
    it(`approver ${rules.approver}: only an approved action starts or finishes`, () => {
      for (const approval of ['waiting', 'sent-for-approval', 'disapproved'] as const) {
        expect(checkActionCommand(state('not-started', { approval }), 'start', { ...everyRole, rules })).toBe('approval');
        expect(checkActionCommand(state('in-progress', { approval }), 'finish', { ...everyRole, rules })).toBe('approval');
      }
      expect(checkActionCommand(state('not-started'), 'start', { ...everyRole, rules })).toBeNull();
      expect(checkActionCommand(state('in-progress'), 'finish', { ...everyRole, rules })).toBeNull();
    });
  }

  it('without an approver the approval is not looked at', () => {
    expect(checkActionCommand(state('not-started', { approval: 'waiting' }), 'start', everyRole)).toBeNull();
  });

  it('the suspension is checked before the approval; verify does not need approval', () => {
    expect(checkActionCommand(state('not-started', { approval: 'waiting', suspended: true }), 'start', { ...everyRole, rules: byManager })).toBe('suspended');
    expect(checkActionCommand(state('pending-verification', { approval: 'waiting' }), 'verify', { ...everyRole, rules: byManager })).toBeNull();
  });
});

describe('allowedActionCommands', () => {
  it('every command the check allows, in the order of the type', () => {
    expect(allowedActionCommands(state('not-started'), everyRole)).toEqual(['edit', 'duplicate', 'start', 'cancel', 'attach']);
    expect(allowedActionCommands(state('in-progress'), everyRole)).toEqual(['edit', 'duplicate', 'finish', 'cancel', 'attach']);
    expect(allowedActionCommands(state('pending-verification'), everyRole)).toEqual(['edit', 'verify', 'cancel', 'attach']);
    expect(allowedActionCommands(state('completed'), everyRole)).toEqual([]);
    expect(allowedActionCommands(state('canceled'), everyRole)).toEqual([]);
  });

  it('with an approver', () => {
    const ctx = { ...everyRole, rules: byManager };
    expect(allowedActionCommands(state('not-started', { approval: 'waiting' }), ctx)).toEqual(['edit', 'duplicate', 'cancel', 'send-for-approval', 'attach']);
    expect(allowedActionCommands(state('not-started', { approval: 'sent-for-approval' }), ctx)).toEqual([
      'edit',
      'duplicate',
      'cancel',
      'approve',
      'disapprove',
      'attach',
    ]);
  });

  it('by role', () => {
    expect(allowedActionCommands(state('not-started'), context(['responsible']))).toEqual(['start', 'attach']);
    expect(allowedActionCommands(state('pending-verification'), context(['examiner']))).toEqual(['verify']);
    expect(allowedActionCommands(state('in-progress'), context(['manager']))).toEqual(['cancel']);
    expect(allowedActionCommands(state('in-progress'), context([]))).toEqual([]);
  });

  it('agrees with checkActionCommand for every state, role set and rules', () => {
    for (const status of ACTION_STATUSES)
      for (const approval of APPROVAL_STATUSES)
        for (const rules of [noApprover, byManager, byExaminer])
          for (const role of RCA_ROLES) {
            const actionState = state(status, { approval });
            const ctx = context([role], { rules });
            expect(allowedActionCommands(actionState, ctx)).toEqual(
              ACTION_COMMANDS.filter((command) => checkActionCommand(actionState, command, ctx) === null),
            );
          }
  });
});

describe('actionStateAfter', () => {
  it('start: in progress', () => {
    expect(actionStateAfter(state('not-started'), 'start', noApprover)).toEqual(state('in-progress'));
  });

  it('finish: pending verification when the rules require it, else completed', () => {
    expect(actionStateAfter(state('in-progress', { verification_status: 'ineffective' }), 'finish', DEFAULT_RCA_RULES)).toEqual(
      state('pending-verification', { verification_status: 'pending' }),
    );
    expect(actionStateAfter(state('in-progress'), 'finish', noVerification)).toEqual(state('completed'));
  });

  it('verify effective: completed; ineffective: back in progress', () => {
    expect(actionStateAfter(state('pending-verification'), 'verify', DEFAULT_RCA_RULES, 'effective')).toEqual(
      state('completed', { verification_status: 'effective' }),
    );
    expect(actionStateAfter(state('pending-verification'), 'verify', DEFAULT_RCA_RULES, 'ineffective')).toEqual(
      state('in-progress', { verification_status: 'ineffective' }),
    );
    expect(() => actionStateAfter(state('pending-verification'), 'verify', DEFAULT_RCA_RULES)).toThrow(RangeError);
  });

  it('cancel: canceled, from any open state', () => {
    for (const status of ['not-started', 'in-progress', 'pending-verification'] as const)
      expect(actionStateAfter(state(status), 'cancel', noApprover).status).toBe('canceled');
  });

  it('edit: the approval goes back to waiting when approved or sent and an approver is set', () => {
    expect(actionStateAfter(state('in-progress', { approval: 'approved' }), 'edit', byManager)).toEqual(state('in-progress', { approval: 'waiting' }));
    expect(actionStateAfter(state('in-progress', { approval: 'sent-for-approval' }), 'edit', byExaminer)).toEqual(
      state('in-progress', { approval: 'waiting' }),
    );
    expect(actionStateAfter(state('in-progress', { approval: 'disapproved' }), 'edit', byManager)).toEqual(state('in-progress', { approval: 'disapproved' }));
    expect(actionStateAfter(state('in-progress', { approval: 'waiting' }), 'edit', byManager)).toEqual(state('in-progress', { approval: 'waiting' }));
    expect(actionStateAfter(state('in-progress', { approval: 'approved' }), 'edit', noApprover)).toEqual(state('in-progress'));
  });

  it('duplicate: the state of the new copy', () => {
    expect(actionStateAfter(state('in-progress', { suspended: true, verification_status: 'ineffective' }), 'duplicate', noApprover)).toEqual(
      initialActionState(noApprover),
    );
    expect(actionStateAfter(state('in-progress'), 'duplicate', byManager)).toEqual(initialActionState(byManager));
  });

  it('send for approval, approve and disapprove change the approval only', () => {
    const waiting = state('not-started', { approval: 'waiting' });
    expect(actionStateAfter(waiting, 'send-for-approval', byManager)).toEqual({ ...waiting, approval: 'sent-for-approval' });
    expect(actionStateAfter({ ...waiting, approval: 'sent-for-approval' }, 'approve', byManager)).toEqual({ ...waiting, approval: 'approved' });
    expect(actionStateAfter({ ...waiting, approval: 'sent-for-approval' }, 'disapprove', byManager)).toEqual({ ...waiting, approval: 'disapproved' });
  });

  it('attach changes nothing, and no command changes the input', () => {
    const before = state('in-progress');
    expect(actionStateAfter(before, 'attach', noApprover)).toEqual(before);
    for (const command of ACTION_COMMANDS) actionStateAfter(before, command, byManager, 'effective');
    expect(before).toEqual(state('in-progress'));
  });
});
