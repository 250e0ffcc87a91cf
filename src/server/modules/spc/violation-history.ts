/** A violation's history (README.md, Violations): the rows the job and the treatments wrote, oldest first. */
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { notFound } from '../../core/api-error.js';
import { readingUnit } from './violation-list.js';
import { findViolation, listHistory, type HistoryRecord, type ViolationRecord } from './violation-repository.js';

export interface ViolationHistoryView extends Omit<HistoryRecord, 'at_ms'> {
  at: string;
}

/** What a treatment changes, as its history row shows it before and after. */
export function treatmentFields(
  violation: Pick<ViolationRecord, 'status' | 'id_diagnostic' | 'diagnostic' | 'id_corrective_action' | 'corrective_action' | 'comment'>,
) {
  return {
    status: violation.status,
    id_diagnostic: violation.id_diagnostic,
    diagnostic: violation.diagnostic,
    id_corrective_action: violation.id_corrective_action,
    corrective_action: violation.corrective_action,
    comment: violation.comment,
  };
}

/** The history of a violation of the caller's unit (404 otherwise). */
export async function readViolationHistory(database: Database, access: RequestAccess, id: number): Promise<ViolationHistoryView[]> {
  const unit = readingUnit(access);
  if (!(await findViolation(database.db, id, unit))) throw notFound();
  return (await listHistory(database.db, id)).map(({ at_ms, ...row }) => ({ ...row, at: new Date(at_ms).toISOString() }));
}
