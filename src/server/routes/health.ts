import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { appVersion } from '../version.js';

/** Public: the sign-in screen checks it before offering the form. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/miscellaneous/signals/healthcheck', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.database.db);
      return { status: 'pass', version: appVersion };
    } catch {
      return reply.code(503).send({ status: 'fail', version: appVersion });
    }
  });
}

/** Public, outside the product path: the SPA compares it with its own build to offer a reload. */
export async function metaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/meta.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { version: appVersion };
  });
}
