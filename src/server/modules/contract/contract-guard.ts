import type { FastifyRequest } from 'fastify';
import { contractExpired, contractMissing } from './contract-errors.js';
import { contractStateAt } from '../../../domain/contract/contract-dates.js';
import { readCache } from '../../db/read-cache.js';
import { findContract, type ContractRow } from './contract-repository.js';

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
 * renewal (or an expiry) takes effect at once (on another API process over PostgreSQL, within the read cache's second).
 */
export async function requireContract(request: FastifyRequest): Promise<void> {
  const { config, database } = request.server;
  if (mayCallWithoutContract(request.method, request.routeOptions.url, config.product)) return;
  const { clientId } = request.access!;
  // The contract row is read once per change mark (db/read-cache.ts); its dates are compared with now on every request.
  const contracts = readCache<ContractRow | undefined>(database.changes, 'contracts');
  const contract = clientId === null ? undefined : await contracts.get(String(clientId), () => findContract(database.db, clientId));
  const { status } = contractStateAt(contract?.endDate ?? null, new Date());
  if (status === 'EXPIRED') throw contractExpired();
  if (status === 'UNCONTRATED') throw contractMissing();
}
