import { notFound } from '../../../core/api-error.js';
import type { RequestAccess } from '../../../fastify-types.js';

/** The client whose picture store a caller uses: its own, or for a caller of every client the selected unit's. */
export function imageClientOf(access: RequestAccess): number {
  const clientId = access.clientId ?? access.unit?.cli_codigo;
  if (clientId === null || clientId === undefined) throw notFound();
  return clientId;
}
