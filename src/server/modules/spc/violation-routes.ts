import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../core/api-error.js';
import { violationRouteSchemas as schemas } from './schemas/violation-route-schemas.js';
import { spcOverview } from './spc-overview.js';
import { spcProduction } from './spc-production.js';
import { treatViolation, type TreatBody } from './treat-violation.js';
import { readViolationHistory } from './violation-history.js';
import { listViolationViews } from './violation-list.js';

/** Ids are 32-bit integers on PostgreSQL: a larger one names no violation. */
const MAX_ID = 2_147_483_647;

/** The violation of the path: digits only, else no such violation. */
function violationId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw notFound();
  return id;
}

/** Overview, production, violations, their history and the treatment (README.md, Routes and Violations). */
export async function violationRoutes(app: FastifyInstance): Promise<void> {
  const database = app.database;
  const url = (description: { url: string }) => description.url;

  app.get(url(schemas.overview), { schema: schemas.overview.schema }, async (request) => ({
    data: await spcOverview(database, request.access!, request.query),
  }));
  app.get(url(schemas.production), { schema: schemas.production.schema }, async (request) => ({
    data: await spcProduction(database, request.access!),
  }));
  app.get(url(schemas.violations), { schema: schemas.violations.schema }, async (request) => listViolationViews(database, request.access!, request.query));
  app.get(url(schemas.violationHistory), { schema: schemas.violationHistory.schema }, async (request) => ({
    data: await readViolationHistory(database, request.access!, violationId(request)),
  }));
  app.post(url(schemas.treat), { schema: schemas.treat.schema }, async (request) => ({
    data: await treatViolation(database, request.access!, request.body as TreatBody),
  }));
}
