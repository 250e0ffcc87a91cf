import { ApiError, type FieldProblem } from '../../../api/api-error.js';
import { NEW_EFFECT_FIELDS, type NewEffectField } from './new-effect-draft.js';

export interface NewEffectProblem {
  /** Messages under the fields named (by the server, or by the draft's own check). */
  fields: Partial<Record<NewEffectField, FieldProblem>>;
  /** A refusal of the whole effect (permission, a source already analysed, a failure). */
  message?: string;
}

/** What the new-effect dialog shows for a refused creation. */
export function newEffectProblem(error: unknown): NewEffectProblem {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'global.error.messages.saveError' };
  const fields = Object.fromEntries(NEW_EFFECT_FIELDS.flatMap((field) => (error.fields[field] ? [[field, error.fields[field]]] : [])));
  return Object.keys(fields).length > 0 ? { fields } : { fields: {}, message: error.messageKey };
}
