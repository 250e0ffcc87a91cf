/** The contract calls of platform-core section 7, with the session headers and plain fetch. */
import type { ContractState, ContractStatus } from '../../../domain/contract/contract-dates.js';
import { sessionHeaders } from '../../auth/session-store.js';
import { apiUrl } from '../../config/branding.js';

/** A failed call: the HTTP status (0 offline) and the API's message key, if it gave one. */
export class ContractCallError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

interface ContractAnswer {
  status?: ContractStatus;
  daysLeft?: number | null;
  data?: { data_fim_contrato?: string | null };
  error?: { message?: string };
}

async function call(path: string, init: RequestInit, fallbackKey: string): Promise<ContractState> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...init, cache: 'no-store', headers: { Accept: 'application/json', ...init.headers, ...sessionHeaders() } });
  } catch {
    throw new ContractCallError(0, fallbackKey);
  }
  const body = (await response.json().catch(() => ({}))) as ContractAnswer;
  if (!response.ok || !body.status) throw new ContractCallError(response.status, body.error?.message ?? fallbackKey);
  return { status: body.status, endDate: body.data?.data_fim_contrato ?? null, daysLeft: body.daysLeft ?? null };
}

/** GET EST/queries/checkContractDate: the contract of the signed user's client. */
export function fetchContractState(): Promise<ContractState> {
  return call('EST/queries/checkContractDate', { method: 'GET' }, 'expired.messages.checkError');
}

/** POST EST/queries/setNewContractDate `{ token }`: the new state, or the refusal's message key. */
export function applyRenewalKey(token: string): Promise<ContractState> {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) };
  return call('EST/queries/setNewContractDate', init, 'global.error.messages.connectionError');
}
