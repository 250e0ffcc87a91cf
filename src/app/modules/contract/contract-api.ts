/** The contract calls of platform-core section 7, through the API client. */
import type { ContractState } from '../../../domain/contract/contract-dates.js';
import { ApiError } from '../../api/api-error.js';
import { api, type ApiRequest } from '../../api/api-client.js';
import type { ContractAnswer } from '../../api/api-routes.js';

/** A failed call: the HTTP status (0 offline) and the API's message key, if it gave one. */
export class ContractCallError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

async function call(
  path: 'EST/queries/checkContractDate' | 'EST/queries/setNewContractDate',
  request: ApiRequest,
  fallbackKey: string,
): Promise<ContractState> {
  let body: ContractAnswer;
  try {
    body = await api(path, { ...request, cache: 'no-store' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ContractCallError(error.status, error.error.message ?? fallbackKey);
  }
  if (!body?.status) throw new ContractCallError(200, fallbackKey);
  return { status: body.status, endDate: body.data?.data_fim_contrato ?? null, daysLeft: body.daysLeft ?? null };
}

/** GET EST/queries/checkContractDate: the contract of the signed user's client. */
export function fetchContractState(): Promise<ContractState> {
  return call('EST/queries/checkContractDate', { method: 'GET' }, 'expired.messages.checkError');
}

/** POST EST/queries/setNewContractDate `{ token }`: the new state, or the refusal's message key. */
export function applyRenewalKey(token: string): Promise<ContractState> {
  return call('EST/queries/setNewContractDate', { method: 'POST', json: { token } }, 'global.error.messages.connectionError');
}
