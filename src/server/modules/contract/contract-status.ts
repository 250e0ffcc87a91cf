import { contractStateAt, type ContractState } from '../../../domain/contract/contract-dates.js';
import type { Db } from '../../db/create-database.js';
import { findContract } from './contract-repository.js';

export type { ContractState, ContractStatus } from '../../../domain/contract/contract-dates.js';

/**
 * The contract of a client at `now`: ACTIVE through its end date (UTC), EXPIRED after it,
 * UNCONTRATED when the client has none. `daysLeft` counts whole UTC days, today included.
 */
export async function contractStatusOf(db: Db, clientId: number, now = new Date()): Promise<ContractState> {
  const contract = await findContract(db, clientId);
  return contractStateAt(contract?.endDate ?? null, now);
}

/** The same for a signed user's client, which may be missing (then UNCONTRATED). */
export async function clientContractState(db: Db, clientId: number | null, now = new Date()): Promise<ContractState> {
  return clientId === null ? contractStateAt(null, now) : contractStatusOf(db, clientId, now);
}
