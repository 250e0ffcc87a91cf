import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { ApiError, type FieldProblem } from '../../../api/api-error.js';

/** Only finished stops waiting for approval can be approved or reproved (an open stop has no duration yet). */
export const isApprovable = (stop: StopView): boolean => stop.status === 'finished' && stop.consistency === 'notApproved';

export type DecisionProblem =
  | { kind: 'fields'; fields: Record<string, FieldProblem> }
  /** The frame requires a motive: the chosen stops without one are named. */
  | { kind: 'motiveRequired'; stops: StopView[] }
  /** Someone changed a stop first: the list must be read again. */
  | { kind: 'stale' }
  | { kind: 'message'; key: string };

const MOTIVE_REQUIRED = 'equipmentStops.errors.motiveRequired';
const STATE_CHANGED = 'equipmentStops.errors.stateChanged';

/** What the signature dialog shows for a refused decision. */
export function decisionProblem(error: unknown, chosen: readonly StopView[]): DecisionProblem {
  if (!(error instanceof ApiError)) return { kind: 'message', key: 'global.error.messages.saveError' };
  if (error.messageKey === STATE_CHANGED) return { kind: 'stale' };
  if (error.messageKey === MOTIVE_REQUIRED || error.fields.id_motive?.key === MOTIVE_REQUIRED)
    return { kind: 'motiveRequired', stops: chosen.filter((stop) => stop.id_motive === null) };
  const { password, comment } = error.fields;
  if (password || comment) return { kind: 'fields', fields: error.fields };
  return { kind: 'message', key: error.messageKey };
}
