import type { FastifyInstance } from 'fastify';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { authenticate } from '../plugins/app/authentication.js';
import { resolveRequestContext } from '../plugins/app/request-context.js';
import { notFound } from '../services/api-error.js';
import { loginRoutes, sessionRoutes } from './auth.js';
import { entityRoutes } from './entities.js';
import { healthRoutes } from './health.js';

/**
 * Everything under `/{product}/`. Two routes are public; the rest, unknown paths
 * included, sit behind the session and unit hooks, so a caller without a valid token
 * learns nothing, not even which paths exist.
 */
export async function productRoutes(app: FastifyInstance, { models }: { models: readonly EntityModel[] }): Promise<void> {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', authenticate);
    signedIn.addHook('onRequest', resolveRequestContext);
    signedIn.setNotFoundHandler(async (_request, reply) => reply.code(404).send(notFound().toBody()));
    await signedIn.register(sessionRoutes);
    await signedIn.register(entityRoutes, { models });
  });
}
