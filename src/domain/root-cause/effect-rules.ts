import type { ActionStatus, CauseCommand, CauseStatus, EffectCommand, EffectStatus, RcaRole } from './model.js';
import type { Refusal } from './refusal.js';

export interface EffectContext {
  roles: readonly RcaRole[];
  /** The statuses of the effect's actions. */
  actionStatuses: readonly ActionStatus[];
  /** Active (not canceled) causes. */
  activeCauses: number;
}

/** Every effect command, in the order of the `EffectCommand` type. */
export const EFFECT_COMMANDS = ['edit', 'conclude', 'cancel', 'reopen', 'add-cause'] as const satisfies readonly EffectCommand[];
const everyEffectCommandListed: Exclude<EffectCommand, (typeof EFFECT_COMMANDS)[number]> extends never ? true : never = true;
void everyEffectCommandListed;

/** Every cause command, in the order of the `CauseCommand` type. */
export const CAUSE_COMMANDS = ['edit', 'cancel', 'reactivate', 'add-why', 'add-action'] as const satisfies readonly CauseCommand[];
const everyCauseCommandListed: Exclude<CauseCommand, (typeof CAUSE_COMMANDS)[number]> extends never ? true : never = true;
void everyCauseCommandListed;

/** Only an open or in-analysis effect is worked on (new causes, whys and actions; README "States"). */
export function isEffectUnderAnalysis(status: EffectStatus): boolean {
  return status === 'open' || status === 'in-analysis';
}

const holdsAny = (roles: readonly RcaRole[], needed: readonly RcaRole[]): boolean => needed.some((role) => roles.includes(role));

const effectRoles: Record<EffectCommand, readonly RcaRole[]> = {
  edit: ['applicator', 'manager'],
  conclude: ['manager'],
  cancel: ['manager'],
  reopen: ['manager'],
  'add-cause': ['applicator'],
};

/**
 * Null when the caller may run `command` on the effect now; else why not: the role (`forbidden`), then the
 * status (`state`), then, to conclude, an active cause (`no-causes`) and every action done (`open-actions`).
 */
export function checkEffectCommand(status: EffectStatus, command: EffectCommand, context: EffectContext): Refusal | null {
  if (!holdsAny(context.roles, effectRoles[command])) return 'forbidden';
  switch (command) {
    case 'edit':
    case 'cancel':
    case 'add-cause':
      return isEffectUnderAnalysis(status) ? null : 'state';
    case 'reopen':
      return status === 'concluded' || status === 'canceled' ? null : 'state';
    case 'conclude':
      if (status !== 'in-analysis') return 'state';
      if (context.activeCauses < 1) return 'no-causes';
      return context.actionStatuses.every((action) => action === 'completed' || action === 'canceled') ? null : 'open-actions';
  }
}

export function allowedEffectCommands(status: EffectStatus, context: EffectContext): EffectCommand[] {
  return EFFECT_COMMANDS.filter((command) => checkEffectCommand(status, command, context) === null);
}

/** The effect's status after an allowed command (`add-cause` moves an open effect into analysis). */
export function effectStatusAfter(status: EffectStatus, command: EffectCommand): EffectStatus {
  switch (command) {
    case 'edit':
      return status;
    case 'add-cause':
      return status === 'open' ? 'in-analysis' : status;
    case 'conclude':
      return 'concluded';
    case 'cancel':
      return 'canceled';
    case 'reopen':
      return 'in-analysis';
  }
}

export interface CauseContext {
  roles: readonly RcaRole[];
  effectStatus: EffectStatus;
}

const causeRoles: Record<CauseCommand, readonly RcaRole[]> = {
  edit: ['applicator'],
  'add-why': ['applicator'],
  'add-action': ['applicator'],
  cancel: ['applicator', 'manager'],
  reactivate: ['applicator', 'manager'],
};

/**
 * Null when the caller may run `command` on the cause now; else why not: the role (`forbidden`), then the
 * effect open or in analysis and the cause's status (`state`).
 */
export function checkCauseCommand(status: CauseStatus, command: CauseCommand, context: CauseContext): Refusal | null {
  if (!holdsAny(context.roles, causeRoles[command])) return 'forbidden';
  if (!isEffectUnderAnalysis(context.effectStatus)) return 'state';
  switch (command) {
    case 'edit':
    case 'add-why':
      return null;
    case 'add-action':
    case 'cancel':
      return status === 'active' ? null : 'state';
    case 'reactivate':
      return status === 'canceled' ? null : 'state';
  }
}

export function allowedCauseCommands(status: CauseStatus, context: CauseContext): CauseCommand[] {
  return CAUSE_COMMANDS.filter((command) => checkCauseCommand(status, command, context) === null);
}
