import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nulCharacterKey, nulPath } from '../../../domain/validation/nul-character.js';
import { validationFailed } from '../../services/api-error.js';

function refuseNul(...parts: unknown[]): void {
  for (const part of parts) {
    const path = nulPath(part);
    if (path !== undefined) throw validationFailed({ [path || '_']: { key: nulCharacterKey } });
  }
}

/**
 * A U+0000 anywhere in a request's text (path parameters, query string, headers, JSON or text body)
 * answers 400 VALIDATION naming the field, before any hook or handler reaches a database.
 * Multipart files are text only to their import, which refuses the NUL line by line.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => refuseNul(request.params, request.query, request.headers));
  app.addHook('preValidation', async (request: FastifyRequest) => refuseNul(request.body));
}
