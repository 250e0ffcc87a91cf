import type { ActionStatus, TimeStatus } from './model.js';

export interface TimedAction {
  status: ActionStatus;
  /** YYYY-MM-DD in the unit's time zone. */
  deadline: string;
  /** Epoch ms the action was finished (null while open). */
  concluded_at_ms: number | null;
}

/** The instant an action becomes late: the end of its deadline's day in `timeZone`, plus the unit's hours. */
export function lateFrom(deadline: string, lateAfterHours: number, timeZone: string): number {
  throw new Error(`not implemented ${deadline} ${lateAfterHours} ${timeZone}`);
}

/** Late when finished after, or still open at `nowMs` after, `lateFrom`; a canceled action keeps its status at cancellation. */
export function actionTimeStatus(action: TimedAction, nowMs: number, lateAfterHours: number, timeZone: string): TimeStatus {
  throw new Error(`not implemented ${action.status} ${nowMs} ${lateAfterHours} ${timeZone}`);
}
