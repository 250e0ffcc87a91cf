import type { ActionStatus, CauseCommand, CauseStatus, EffectCommand, EffectStatus, RcaRole } from './model.js';
import type { Refusal } from './refusal.js';

export interface EffectContext {
  roles: readonly RcaRole[];
  /** The statuses of the effect's actions. */
  actionStatuses: readonly ActionStatus[];
  /** Active (not canceled) causes. */
  activeCauses: number;
}

/** Null when the caller may run `command` on the effect now; else why not. */
export function checkEffectCommand(status: EffectStatus, command: EffectCommand, context: EffectContext): Refusal | null {
  throw new Error(`not implemented ${status} ${command} ${context.activeCauses}`);
}

export function allowedEffectCommands(status: EffectStatus, context: EffectContext): EffectCommand[] {
  throw new Error(`not implemented ${status} ${context.activeCauses}`);
}

/** The effect's status after an allowed command (`add-cause` moves an open effect into analysis). */
export function effectStatusAfter(status: EffectStatus, command: EffectCommand): EffectStatus {
  throw new Error(`not implemented ${status} ${command}`);
}

export interface CauseContext {
  roles: readonly RcaRole[];
  effectStatus: EffectStatus;
}

/** Null when the caller may run `command` on the cause now; else why not. */
export function checkCauseCommand(status: CauseStatus, command: CauseCommand, context: CauseContext): Refusal | null {
  throw new Error(`not implemented ${status} ${command} ${context.effectStatus}`);
}

export function allowedCauseCommands(status: CauseStatus, context: CauseContext): CauseCommand[] {
  throw new Error(`not implemented ${status} ${context.effectStatus}`);
}
