import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasNul, nulCharacterKey, nulPath } from '../../../domain/validation/nul-character.js';
import { validationFailed } from '../../core/api-error.js';

function refuseNul(...parts: unknown[]): void {
  for (const part of parts) {
    const path = nulPath(part);
    if (path !== undefined) throw validationFailed({ [path || '_']: { key: nulCharacterKey } });
  }
}

/**
 * Params and query are the URL decoded, and the headers are the raw header lines parsed, so a request
 * whose URL has no `%00` (nor a raw NUL) and whose raw header lines have none cannot hold one there:
 * the common request is cleared without walking its parsed parts.
 */
function mayHoldNul(request: FastifyRequest): boolean {
  if (request.url.includes('%00') || hasNul(request.url)) return true;
  return request.raw.rawHeaders.some(hasNul);
}

/**
 * A U+0000 anywhere in a request's text (path parameters, query string, headers, JSON or text body)
 * answers 400 VALIDATION naming the field, before any hook or handler reaches a database.
 * Multipart files are text only to their import, which refuses the NUL line by line.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (mayHoldNul(request)) refuseNul(request.params, request.query, request.headers);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => refuseNul(request.body));
}
