import { ApiError, type FieldProblem } from '../../../api/api-error.js';

/** The treatment's own fields: a refusal naming one of them is shown under it. */
export const TREAT_FIELDS = ['id_diagnostic', 'id_corrective_action', 'comment'] as const;
export type TreatField = (typeof TREAT_FIELDS)[number];

export type TreatProblem =
  /** Someone treated the violation first (409 `spc.errors.stateChanged`): the list must be read again. */
  { kind: 'stale' } | { kind: 'fields'; fields: Partial<Record<TreatField, FieldProblem>> } | { kind: 'message'; key: string };

const STATE_CHANGED = 'spc.errors.stateChanged';

/** What the treat dialog shows for a refused treatment. */
export function treatProblem(error: unknown): TreatProblem {
  if (!(error instanceof ApiError)) return { kind: 'message', key: 'global.error.messages.saveError' };
  if (error.status === 409 || error.messageKey === STATE_CHANGED) return { kind: 'stale' };
  const fields = Object.fromEntries(TREAT_FIELDS.flatMap((field) => (error.fields[field] ? [[field, error.fields[field]]] : [])));
  if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  return { kind: 'message', key: error.messageKey };
}
