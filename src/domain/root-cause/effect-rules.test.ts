import { describe, expect, it } from 'vitest';
import {
  CAUSE_COMMANDS,
  EFFECT_COMMANDS,
  allowedCauseCommands,
  allowedEffectCommands,
  checkCauseCommand,
  checkEffectCommand,
  effectStatusAfter,
  isEffectUnderAnalysis,
  type EffectContext,
} from './effect-rules.js';
import { CAUSE_STATUSES, EFFECT_STATUSES, RCA_ROLES, type RcaRole } from './model.js';

// README.md of src/server/modules/root-cause, "Roles" and "States" (business modules §4 and §6).

const ready = (roles: readonly RcaRole[], more: Partial<EffectContext> = {}): EffectContext => ({
  roles,
  actionStatuses: ['completed', 'canceled'],
  activeCauses: 1,
  ...more,
});
const every = ready(RCA_ROLES);

describe('isEffectUnderAnalysis', () => {
  it('open and in-analysis effects are worked on', () => {
    expect(EFFECT_STATUSES.filter(isEffectUnderAnalysis)).toEqual(['open', 'in-analysis']);
  });
});

describe('checkEffectCommand: roles', () => {
  const whoMay = (command: (typeof EFFECT_COMMANDS)[number], status: (typeof EFFECT_STATUSES)[number]) =>
    RCA_ROLES.filter((role) => checkEffectCommand(status, command, ready([role])) === null);

  it('edit: applicator or manager', () => {
    expect(whoMay('edit', 'open')).toEqual(['applicator', 'manager']);
  });

  it('conclude, cancel and reopen: the manager', () => {
    expect(whoMay('conclude', 'in-analysis')).toEqual(['manager']);
    expect(whoMay('cancel', 'open')).toEqual(['manager']);
    expect(whoMay('reopen', 'concluded')).toEqual(['manager']);
  });

  it('add a cause: the applicators', () => {
    expect(whoMay('add-cause', 'in-analysis')).toEqual(['applicator']);
  });

  it('nobody without a role; the role is checked before the state', () => {
    for (const command of EFFECT_COMMANDS) expect(checkEffectCommand('in-analysis', command, ready([]))).toBe('forbidden');
    expect(checkEffectCommand('canceled', 'add-cause', ready(['manager']))).toBe('forbidden');
  });
});

describe('checkEffectCommand: states', () => {
  const from = (command: (typeof EFFECT_COMMANDS)[number], context = every) =>
    EFFECT_STATUSES.filter((status) => checkEffectCommand(status, command, context) === null);

  it('edit, cancel and add a cause while open or in analysis', () => {
    for (const command of ['edit', 'cancel', 'add-cause'] as const) {
      expect(from(command)).toEqual(['open', 'in-analysis']);
      expect(checkEffectCommand('concluded', command, every)).toBe('state');
    }
  });

  it('conclude from in analysis only', () => {
    expect(from('conclude')).toEqual(['in-analysis']);
    expect(checkEffectCommand('open', 'conclude', every)).toBe('state');
  });

  it('reopen a concluded or canceled effect', () => {
    expect(from('reopen')).toEqual(['concluded', 'canceled']);
    expect(checkEffectCommand('in-analysis', 'reopen', every)).toBe('state');
  });

  it('conclude needs an active cause', () => {
    expect(checkEffectCommand('in-analysis', 'conclude', ready(['manager'], { activeCauses: 0 }))).toBe('no-causes');
    expect(checkEffectCommand('in-analysis', 'conclude', ready(['manager'], { activeCauses: 0, actionStatuses: ['in-progress'] }))).toBe('no-causes');
  });

  it('conclude needs every action completed or canceled (no actions is fine)', () => {
    expect(checkEffectCommand('in-analysis', 'conclude', ready(['manager'], { actionStatuses: [] }))).toBeNull();
    for (const open of ['not-started', 'in-progress', 'pending-verification'] as const) {
      expect(checkEffectCommand('in-analysis', 'conclude', ready(['manager'], { actionStatuses: ['completed', open] }))).toBe('open-actions');
    }
  });
});

describe('allowedEffectCommands', () => {
  it('in the order of the type', () => {
    expect(allowedEffectCommands('open', every)).toEqual(['edit', 'cancel', 'add-cause']);
    expect(allowedEffectCommands('in-analysis', every)).toEqual(['edit', 'conclude', 'cancel', 'add-cause']);
    expect(allowedEffectCommands('concluded', every)).toEqual(['reopen']);
    expect(allowedEffectCommands('canceled', ready(['applicator']))).toEqual([]);
    expect(allowedEffectCommands('in-analysis', ready(['applicator'], { actionStatuses: ['in-progress'] }))).toEqual(['edit', 'add-cause']);
  });
});

describe('effectStatusAfter', () => {
  it('the first cause moves an open effect into analysis; later causes keep it there', () => {
    expect(effectStatusAfter('open', 'add-cause')).toBe('in-analysis');
    expect(effectStatusAfter('in-analysis', 'add-cause')).toBe('in-analysis');
  });

  it('conclude, cancel and reopen', () => {
    expect(effectStatusAfter('in-analysis', 'conclude')).toBe('concluded');
    expect(effectStatusAfter('open', 'cancel')).toBe('canceled');
    expect(effectStatusAfter('in-analysis', 'cancel')).toBe('canceled');
    expect(effectStatusAfter('concluded', 'reopen')).toBe('in-analysis');
    expect(effectStatusAfter('canceled', 'reopen')).toBe('in-analysis');
  });

  it('edit keeps the status', () => {
    for (const status of EFFECT_STATUSES) expect(effectStatusAfter(status, 'edit')).toBe(status);
  });
});

describe('checkCauseCommand', () => {
  const whoMay = (command: (typeof CAUSE_COMMANDS)[number], status: (typeof CAUSE_STATUSES)[number]) =>
    RCA_ROLES.filter((role) => checkCauseCommand(status, command, { roles: [role], effectStatus: 'in-analysis' }) === null);

  it('edit, add a why and add an action: the applicators', () => {
    expect(whoMay('edit', 'active')).toEqual(['applicator']);
    expect(whoMay('add-why', 'active')).toEqual(['applicator']);
    expect(whoMay('add-action', 'active')).toEqual(['applicator']);
  });

  it('cancel and reactivate: applicator or manager', () => {
    expect(whoMay('cancel', 'active')).toEqual(['applicator', 'manager']);
    expect(whoMay('reactivate', 'canceled')).toEqual(['applicator', 'manager']);
  });

  it('nothing without a role, whatever the state', () => {
    for (const command of CAUSE_COMMANDS)
      expect(checkCauseCommand('active', command, { roles: ['responsible', 'examiner'], effectStatus: 'concluded' })).toBe('forbidden');
  });

  it('the effect must be open or in analysis', () => {
    for (const command of CAUSE_COMMANDS) {
      const status = command === 'reactivate' ? 'canceled' : 'active';
      for (const effectStatus of ['open', 'in-analysis'] as const) expect(checkCauseCommand(status, command, { roles: RCA_ROLES, effectStatus })).toBeNull();
      for (const effectStatus of ['concluded', 'canceled'] as const)
        expect(checkCauseCommand(status, command, { roles: RCA_ROLES, effectStatus })).toBe('state');
    }
  });

  it('active ⇄ canceled; an action only under an active cause', () => {
    const context = { roles: RCA_ROLES, effectStatus: 'in-analysis' as const };
    expect(checkCauseCommand('canceled', 'cancel', context)).toBe('state');
    expect(checkCauseCommand('active', 'reactivate', context)).toBe('state');
    expect(checkCauseCommand('canceled', 'add-action', context)).toBe('state');
    expect(checkCauseCommand('canceled', 'edit', context)).toBeNull();
    expect(checkCauseCommand('canceled', 'add-why', context)).toBeNull();
  });
});

describe('allowedCauseCommands', () => {
  it('in the order of the type', () => {
    expect(allowedCauseCommands('active', { roles: RCA_ROLES, effectStatus: 'open' })).toEqual(['edit', 'cancel', 'add-why', 'add-action']);
    expect(allowedCauseCommands('canceled', { roles: RCA_ROLES, effectStatus: 'in-analysis' })).toEqual(['edit', 'reactivate', 'add-why']);
    expect(allowedCauseCommands('active', { roles: ['manager'], effectStatus: 'in-analysis' })).toEqual(['cancel']);
    expect(allowedCauseCommands('active', { roles: RCA_ROLES, effectStatus: 'concluded' })).toEqual([]);
  });
});
