import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { notFound } from '../../core/api-error.js';
import { sharedPlugin } from '../shared-plugin.js';
import { cacheControlFor, revalidate } from './static-cache.js';

export interface StaticOptions {
  distDir: string;
  product: string;
}

const notBuilt = 'The web app is not built yet: run `npm run build`, then start the server again.\n';

/**
 * Serves the Vite build. Any other GET that is neither an API call nor a file is a
 * client-side route of the SPA and gets index.html. The build writes .br and .gz beside each
 * text asset; the one the browser accepts is sent as it is (preCompressed).
 */
export const staticPlugin = sharedPlugin<StaticOptions>('static', async (app, { distDir, product }) => {
  const built = existsSync(join(distDir, 'index.html'));
  // wildcard: false registers one route per built file, so the API's own 404s stay its own.
  if (built) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, preCompressed: true, cacheControl: false, setHeaders: cacheControlFor(distDir) });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith(`/${product}/`) && !/\.[^/]*$/.test(path);
    if (!isPage) return reply.code(404).send(notFound().toBody());
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(notBuilt);
    return reply.type('text/html; charset=utf-8').header('cache-control', revalidate).sendFile('index.html');
  });
});
