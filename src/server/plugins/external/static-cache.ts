import { relative, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content hash, so a changed file is a new URL. */
export const immutableAsset = 'public, max-age=31536000, immutable';
/** The page and the other unhashed files: kept, but checked with the server (ETag) on every use. */
export const revalidate = 'no-cache';

/** `setHeaders` of @fastify/static; `path` is the file sent (the .br or .gz one when pre-compressed). */
export function cacheControlFor(distDir: string) {
  return (reply: FastifyReply, path: string): void => {
    reply.header('cache-control', relative(distDir, path).startsWith(`assets${sep}`) ? immutableAsset : revalidate);
  };
}
