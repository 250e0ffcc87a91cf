import type { FastifyInstance } from 'fastify';

/**
 * Every answer under `/{product}/` carries data of a signed user or a fresh token: no browser
 * or proxy may keep a copy (a shared computer's back button, a caching proxy).
 */
export function installApiNoStore(app: FastifyInstance, product: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`/${product}/`)) reply.header('cache-control', 'no-store');
  });
}
