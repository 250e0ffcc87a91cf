import { ApiError, type FieldProblem } from '../../../api/api-error.js';

/** A refused period (400 on `from` or `to`, e.g. `spc.errors.periodTooLong`): its problem, to show beside the period. */
export function periodProblem(error: unknown): FieldProblem | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.fields.from ?? error.fields.to ?? null;
}
