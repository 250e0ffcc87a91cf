/**
 * `POST SPC/actions/treat` (README.md, Violations): a diagnostic, a corrective action and a comment on a violation of
 * the selected unit, conditional on the version the caller saw, with its `treated` history row, in one transaction.
 * Treating a treated violation again is a correction: the same write, its own history row.
 */
import type { FieldError, FieldErrors } from '../../../domain/validation/field-errors.js';
import { hasNul, nulCharacterKey } from '../../../domain/validation/nul-character.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { ApiError, forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { mayTreatViolations } from './spc-access.js';
import { treatmentFields } from './violation-history.js';
import { findCatalogueEntry, findViolation, insertHistory, writeTreatment, type CatalogueEntry } from './violation-repository.js';
import { violationViews, type ViolationView } from './violation-view.js';

export const MAX_COMMENT = 2000;

export interface TreatBody {
  id_violation: number;
  version: number;
  id_diagnostic: number;
  id_corrective_action: number;
  comment?: string | null;
}

/** Someone treated the violation after the caller read it. */
export const stateChanged = () => new ApiError(409, 'STATE_CHANGED', 'spc.errors.stateChanged');

/** The comment as stored: trimmed, blank as none; too long or with U+0000 (PostgreSQL cannot store it) → a field refusal. */
export function treatmentComment(comment: string | null | undefined): { comment: string | null } | { problem: FieldError } {
  const text = (comment ?? '').trim();
  if (hasNul(text)) return { problem: { key: nulCharacterKey } };
  if (text.length > MAX_COMMENT) return { problem: { key: 'global.labels.maxLengthExceeded', args: { max: MAX_COMMENT } } };
  return { comment: text || null };
}

/** A catalogue entry's refusal: none of the unit's, or deactivated. */
export function catalogueProblem(entry: CatalogueEntry | null): FieldError | undefined {
  if (!entry) return { key: 'validation.referenceNotFound' };
  return entry.active ? undefined : { key: 'spc.errors.inactiveCatalogue' };
}

export async function treatViolation(database: Database, access: RequestAccess, body: TreatBody, now = Date.now()): Promise<ViolationView> {
  if (!access.unit || !mayTreatViolations(access)) throw forbidden();
  const unit = access.unit.id_elemento;
  const checked = treatmentComment(body.comment);
  return database.db.transaction().execute(async (trx) => {
    const violation = await findViolation(trx, body.id_violation, unit);
    if (!violation) throw notFound();
    const diagnostic = await findCatalogueEntry(trx, 'diagnostic', body.id_diagnostic, unit);
    const action = await findCatalogueEntry(trx, 'correctiveAction', body.id_corrective_action, unit);
    const fields: FieldErrors = {};
    const diagnosticProblem = catalogueProblem(diagnostic);
    const actionProblem = catalogueProblem(action);
    if (diagnosticProblem) fields.id_diagnostic = diagnosticProblem;
    if (actionProblem) fields.id_corrective_action = actionProblem;
    if ('problem' in checked) fields.comment = checked.problem;
    if ('problem' in checked || Object.keys(fields).length > 0) throw validationFailed(fields);
    if (violation.version !== body.version) throw stateChanged();
    const treatment = {
      id_diagnostic: body.id_diagnostic,
      id_corrective_action: body.id_corrective_action,
      comment: checked.comment,
      treated_by: access.userId,
      treated_at: now,
    };
    // The version in the WHERE decides between simultaneous treatments: the second finds it raised and changes nothing.
    if (!(await writeTreatment(trx, violation.id_violation, body.version, treatment))) throw stateChanged();
    const after = (await findViolation(trx, violation.id_violation, unit))!;
    await insertHistory(trx, {
      id_violation: violation.id_violation,
      at_ms: now,
      id_usuario: access.userId,
      action: 'treated',
      changes: { before: treatmentFields(violation), after: treatmentFields(after) },
    });
    return (await violationViews(trx, [after]))[0]!;
  });
}
