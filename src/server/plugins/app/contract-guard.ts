import type { FastifyRequest } from 'fastify';
import { contractExpired, contractMissing } from '../../services/contract-errors.js';
import { clientContractState } from '../../services/contract-status.js';

/** The calls a user of an expired (or uncontracted) client still needs: see and renew the contract, leave. */
export const callsWithoutContract: ReadonlySet<string> = new Set([
  'GET /EST/queries/checkContractDate',
  'POST /EST/queries/setNewContractDate',
  'POST /CAC/actions/logout',
  'GET /CAC/queries/session',
]);

/** True when `method` and the route path below `/{product}` are allowed without a valid contract. */
export function mayCallWithoutContract(method: string, routePath: string | undefined, product: string): boolean {
  const prefix = `/${product}`;
  if (!routePath?.startsWith(`${prefix}/`)) return false;
  return callsWithoutContract.has(`${method.toUpperCase()} ${routePath.slice(prefix.length)}`);
}

/**
 * onRequest hook after `resolveRequestContext`: while the user's client has no valid contract,
 * every other call, unknown paths included, is refused with 403. Checked on each request, so a
 * renewal (or an expiry) takes effect at once on every API process.
 */
export async function requireContract(request: FastifyRequest): Promise<void> {
  const { config, database } = request.server;
  if (mayCallWithoutContract(request.method, request.routeOptions.url, config.product)) return;
  const { status } = await clientContractState(database.db, request.access!.clientId);
  if (status === 'EXPIRED') throw contractExpired();
  if (status === 'UNCONTRATED') throw contractMissing();
}
