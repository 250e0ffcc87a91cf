import type { KeyObject } from 'node:crypto';
import { contractStateAt, type ContractState } from '../../../domain/contract/contract-dates.js';
import type { Db } from '../../db/create-database.js';
import { findContract, saveContract } from './contract-repository.js';
import { validationFailed } from '../../core/api-error.js';
import { invalidRenewalKey, supersededRenewalKey } from './contract-errors.js';
import { readContractKey, type ContractKeyPayload } from './contract-key.js';

/** The renewal key of a request body, present and text (section 5: required). */
export function renewalKeyOf(body: unknown): string {
  const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).token : undefined;
  if (typeof token !== 'string' || token.trim() === '') throw validationFailed({ token: { key: 'global.labels.requiredField' } });
  return token;
}

/** A vendor-signed key for exactly this client, else `expired.token.invalid`. */
export function keyForClient(token: string, publicKey: KeyObject, clientId: number | null): ContractKeyPayload {
  const payload = readContractKey(token, publicKey);
  if (!payload || payload.cli !== clientId) throw invalidRenewalKey();
  return payload;
}

const issuedAt = (payload: ContractKeyPayload): string => new Date(payload.iat * 1000).toISOString();

/**
 * Applies a renewal key to the client's contract and answers the new state. The key is the
 * vendor's authority; the route lets only administrators present it. A key older than the one applied
 * last is refused, so an old key cannot shorten a renewed contract. A refusal changes nothing.
 */
export async function renewContract(db: Db, publicKey: KeyObject, clientId: number | null, token: string, now = new Date()): Promise<ContractState> {
  const payload = keyForClient(token, publicKey, clientId);
  const current = await findContract(db, payload.cli);
  if (current?.keyIssuedAt && issuedAt(payload) < current.keyIssuedAt) throw supersededRenewalKey();
  await saveContract(db, payload.cli, { endDate: payload.until, keyIssuedAt: issuedAt(payload) }, now);
  return contractStateAt(payload.until, now);
}
