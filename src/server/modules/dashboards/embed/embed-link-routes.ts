import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, validationFailed } from '../../../core/api-error.js';
import { listDashboardLinks } from '../../tokens/token-repository.js';
import { embedExpiry, parseEmbedLink, type EmbedLinkBody } from './embed-link-input.js';
import { assertManagesLinks, createEmbedLink, renewEmbedLink, revokeEmbedLink, viewAtUnit } from './embed-links.js';
import { embedRouteSchemas as schemas } from '../schemas/embed-route-schemas.js';

function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

/**
 * A dashboard's links (TV links, iframe exports: dashboard-bound tokens), for administrators and who updates
 * the dashboards settings page: list (`GET GDV/queries/embed-links?id_visao=`), create (`POST GDV/actions/embed-links`),
 * renew and revoke (`POST GDV/actions/embed-links/{id}/renew|revoke`). The secret is only in the create and renew answers.
 */
export async function embedLinkRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.addHook('preHandler', async (request) => assertManagesLinks(request.access!));

  app.get<{ Querystring: { id_visao: string } }>('/GDV/queries/embed-links', { schema: schemas.embedLinks.schema }, async (request) => {
    const view = await viewAtUnit(db, request.access!, Number(request.query.id_visao));
    return { data: await listDashboardLinks(db, request.access!.unit!.cli_codigo, view.id_visao) };
  });

  app.post<{ Body: EmbedLinkBody }>('/GDV/actions/embed-links', { schema: schemas.embedLinkCreate.schema }, async (request) => {
    const parsed = parseEmbedLink(request.body);
    if ('errors' in parsed) throw validationFailed(parsed.errors);
    return { data: await createEmbedLink(db, request.access!, parsed.input) };
  });

  app.post<{ Body: { expires_at?: string } }>('/GDV/actions/embed-links/:id/renew', { schema: schemas.embedLinkRenew.schema }, async (request) => {
    const id = idOf(request);
    const expiry = embedExpiry(request.body?.expires_at, new Date());
    if ('error' in expiry) throw validationFailed({ expires_at: expiry.error });
    return { data: await renewEmbedLink(app.database, request.access!, id, expiry.expiresAt) };
  });

  app.post('/GDV/actions/embed-links/:id/revoke', { schema: schemas.embedLinkRevoke.schema }, async (request) => ({
    data: await revokeEmbedLink(db, request.access!, idOf(request)),
  }));
}
