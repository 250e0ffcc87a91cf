/** What the contract scripts share: the server's configured vendor key and a checked renewal key. */
import { loadConfig } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/create-database.js';
import { contractPublicKeyFrom, readContractKey, type ContractKeyPayload } from '../../src/server/modules/contract/contract-key.js';
import { renewContract } from '../../src/server/modules/contract/contract-renewal.js';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The public key the server would use (CONTRACT_PUBLIC_KEY, else the committed demo key). */
export const serverPublicKey = () => contractPublicKeyFrom(loadConfig().contractPublicKey);

/** The payload of a key this server would accept, or exit explaining why not. */
export function checkedContractKey(key: string): ContractKeyPayload {
  const payload = readContractKey(key, serverPublicKey());
  if (!payload) fail('The contract key is not valid: it is malformed or not signed by the vendor key this server is configured with (CONTRACT_PUBLIC_KEY).');
  return payload;
}

/** Applies a checked key to its client; says so, and warns when the new end date has already passed. */
export async function applyContractKey(db: Db, key: string): Promise<string> {
  const payload = checkedContractKey(key);
  const state = await renewContract(db, serverPublicKey(), payload.cli, key);
  if (state.status === 'EXPIRED') console.warn(`Warning: this contract ended on ${state.endDate}; its users will be sent to the renewal page.`);
  return `Client ${payload.cli} is contracted until ${state.endDate}.`;
}
