/** `GET SPC/queries/violations`: the selected unit's violations, newest point first, a page at a time. */
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden } from '../../core/api-error.js';
import { mayReadSpc } from './spc-access.js';
import { parseViolationsQuery } from './violation-query.js';
import { listViolations } from './violation-repository.js';
import { violationViews, type ViolationView } from './violation-view.js';

/** The caller's unit when they may read SPC figures there; 403 otherwise. */
export function readingUnit(access: RequestAccess): number {
  if (!access.unit || !mayReadSpc(access)) throw forbidden();
  return access.unit.id_elemento;
}

export async function listViolationViews(database: Database, access: RequestAccess, query: unknown): Promise<{ data: ViolationView[]; total: number }> {
  const unit = readingUnit(access);
  const { filter, page, perPage } = parseViolationsQuery(query);
  const { rows, total } = await listViolations(database.db, { ...filter, unit }, { offset: (page - 1) * perPage, limit: perPage });
  return { data: await violationViews(database.db, rows), total };
}
