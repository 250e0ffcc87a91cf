import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../plugins/app/authentication.js';
import { resolveRequestContext } from '../../plugins/app/request-context.js';

/**
 * The user and unit of a request that may or may not carry a valid session: errors happen on the
 * sign-in screen and after a session ends too, and such reports are kept without a user.
 */
export async function optionalUserAndUnit(request: FastifyRequest): Promise<{ userId: number | null; unitId: number | null }> {
  if (!request.headers.authorization) return { userId: null, unitId: null };
  try {
    await authenticate(request);
    await resolveRequestContext(request);
    return { userId: request.access!.userId, unitId: request.access!.unit?.id_elemento ?? null };
  } catch {
    return { userId: null, unitId: null };
  }
}
