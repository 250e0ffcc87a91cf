import type { FastifyInstance } from 'fastify';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { authenticate } from '../plugins/app/authentication.js';
import { resolveRequestContext } from '../plugins/app/request-context.js';
import { notFound } from '../core/api-error.js';
import { requireContract } from '../modules/contract/contract-guard.js';
import { serverModules } from '../modules/index.js';

/**
 * Everything under `/{product}/`: each module of `modules/index.ts`. Its public routes (health,
 * sign-in, single sign-on, the host's branding, client error reports) come first; the rest,
 * unknown paths included, sit behind the session and unit hooks, so a caller without a valid
 * token learns nothing, not even which paths exist.
 */
export async function productRoutes(app: FastifyInstance, { models }: { models: readonly EntityModel[] }): Promise<void> {
  for (const module of serverModules) {
    if (module.publicRoutes) await app.register(module.publicRoutes, { models });
  }
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', authenticate);
    signedIn.addHook('onRequest', resolveRequestContext);
    signedIn.addHook('onRequest', requireContract);
    signedIn.setNotFoundHandler(async (_request, reply) => reply.code(404).send(notFound().toBody()));
    for (const module of serverModules) {
      if (module.routes) await signedIn.register(module.routes, { models });
    }
  });
}
