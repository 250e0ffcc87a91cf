import type { FastifyInstance } from 'fastify';
import { appVersion } from '../../core/version.js';
import { pingDatabase } from './health-repository.js';
import { healthRouteSchemas as schemas } from './schemas/index.js';
import type { HealthCheckAnswer } from '../../../generated/api-types.js';

/** Public: the sign-in screen checks it before offering the form. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/miscellaneous/signals/healthcheck', { schema: schemas.healthCheck.schema }, async (_request, reply): Promise<HealthCheckAnswer> => {
    try {
      await pingDatabase(app.database);
      return { status: 'pass', version: appVersion };
    } catch {
      return reply.code(503).send({ status: 'fail', version: appVersion });
    }
  });
}

/** Public, outside the product path: the SPA compares it with its own build to offer a reload. */
export async function metaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/meta.json', { schema: schemas.meta.schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { version: appVersion };
  });
}
