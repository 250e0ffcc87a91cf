import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { notFound } from '../../services/api-error.js';
import { sharedPlugin } from '../shared-plugin.js';

export interface StaticOptions {
  distDir: string;
  product: string;
}

const notBuilt = 'The web app is not built yet: run `npm run build`, then start the server again.\n';

/**
 * Serves the Vite build. Any other GET that is neither an API call nor a file is a
 * client-side route of the SPA and gets index.html.
 */
export const staticPlugin = sharedPlugin<StaticOptions>('static', async (app, { distDir, product }) => {
  const built = existsSync(join(distDir, 'index.html'));
  // wildcard: false registers one route per built file, so the API's own 404s stay its own.
  if (built) await app.register(fastifyStatic, { root: distDir, wildcard: false });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith(`/${product}/`) && !/\.[^/]*$/.test(path);
    if (!isPage) return reply.code(404).send(notFound().toBody());
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(notBuilt);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
});
