import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nulCharacterKey, nulPath } from '../../../domain/validation/nul-character.js';
import { notFound, validationFailed } from '../../core/api-error.js';
import { setStopAnnulled, type StopAnnulBody } from './stop-annulment.js';
import { decideStops, resendStops, type StopDecisionBody } from './stop-approval.js';
import { createManualStop, editStop, type NewStopBody, type StopEditBody } from './stop-edit.js';
import { listStopViews, readStopHistory, type StopsQuery } from './stop-queries.js';
import { splitStopAt, type StopSplitBody } from './stop-split.js';
import { stopRouteSchemas as schemas } from './schemas/stop-route-schemas.js';

/** Ids are 32-bit integers on PostgreSQL: a larger one names no stop. */
const MAX_ID = 2_147_483_647;

/** The stop of the path: digits only, else no such stop. */
function stopId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw notFound();
  return id;
}

/** Stops: list, history, manual create, edit, split, annul, enable, approve/reprove, resend (README.md). */
export async function stopRoutes(app: FastifyInstance): Promise<void> {
  const database = app.database;
  const url = (description: { url: string }) => description.url;
  // U+0000 is refused in every text, so both databases answer the same (PostgreSQL cannot store it).
  app.addHook('preHandler', async (request) => {
    const nul = nulPath(request.body);
    if (nul !== undefined) throw validationFailed({ [nul || '_']: { key: nulCharacterKey } });
  });

  app.get(url(schemas.stopsList), { schema: schemas.stopsList.schema }, async (request) => ({
    data: await listStopViews(database, request.access!, request.query as StopsQuery),
  }));
  app.get(url(schemas.stopHistory), { schema: schemas.stopHistory.schema }, async (request) => ({
    data: await readStopHistory(database, request.access!, stopId(request)),
  }));
  app.post(url(schemas.stopCreate), { schema: schemas.stopCreate.schema }, async (request) => ({
    data: await createManualStop(database, request.access!, request.body as NewStopBody),
  }));
  app.put(url(schemas.stopUpdate), { schema: schemas.stopUpdate.schema }, async (request) => ({
    data: await editStop(database, request.access!, stopId(request), request.body as StopEditBody),
  }));
  app.post(url(schemas.stopSplit), { schema: schemas.stopSplit.schema }, async (request) => ({
    data: await splitStopAt(database, request.access!, stopId(request), request.body as StopSplitBody),
  }));
  app.post(url(schemas.stopAnnul), { schema: schemas.stopAnnul.schema }, async (request) => ({
    data: await setStopAnnulled(database, request.access!, stopId(request), true, request.body as StopAnnulBody),
  }));
  app.post(url(schemas.stopEnable), { schema: schemas.stopEnable.schema }, async (request) => ({
    data: await setStopAnnulled(database, request.access!, stopId(request), false, request.body as StopAnnulBody),
  }));
  app.post(url(schemas.stopsApprove), { schema: schemas.stopsApprove.schema }, async (request) => ({
    data: await decideStops(database, request.access!, request.body as StopDecisionBody),
  }));
  app.post(url(schemas.stopsResend), { schema: schemas.stopsResend.schema }, async (request) => ({
    data: await resendStops(database, request.access!, (request.body as { ids: number[] }).ids),
  }));
}
