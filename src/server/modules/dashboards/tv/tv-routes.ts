import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../../core/api-error.js';
import { embedRouteSchemas as schemas } from '../schemas/embed-route-schemas.js';
import { tvHeartbeat, tvLeave, type TvViewer } from './tv-screens.js';

interface ScreenBody {
  screen: string;
}

/** Who keeps the screen alive: the signed user, or a TV link (token-rules.ts keeps other tokens out). */
function viewerOf(request: FastifyRequest): TvViewer {
  const access = request.access!;
  const clientId = access.unit?.cli_codigo ?? access.clientId;
  if (clientId === null) throw forbidden();
  return { clientId: Number(clientId), userId: access.userId, tokenId: access.apiToken?.id ?? null };
}

/**
 * `POST GDV/actions/tv-heartbeat` (every 30 s from a screen in TV mode: signed `?mode=tv` or a TV link; 409
 * `dashboards.errors.tvLimit` for a new screen past the client's limit) and `POST GDV/actions/tv-leave`
 * (the screen left TV mode: its place is free at once). tv-screens.ts holds the rule.
 */
export async function tvRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ScreenBody }>('/GDV/actions/tv-heartbeat', { schema: schemas.tvHeartbeat.schema }, async (request) => ({
    data: await tvHeartbeat(app.database, viewerOf(request), request.body.screen),
  }));
  app.post<{ Body: ScreenBody }>('/GDV/actions/tv-leave', { schema: schemas.tvLeave.schema }, async (request) => ({
    data: { left: await tvLeave(app.database.db, viewerOf(request).clientId, request.body.screen) },
  }));
}
