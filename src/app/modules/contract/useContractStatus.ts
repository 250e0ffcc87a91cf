import { useCallback, useEffect, useState } from 'react';
import type { ContractState } from '../../../domain/contract/contract-dates.js';
import { ContractCallError, fetchContractState } from './contract-api.js';

/** Section 9: the contract is checked at start and every minute. */
export const contractCheckIntervalMs = 60_000;

export interface ContractCheck {
  /** The last state the server gave; undefined until the first answer. */
  state?: ContractState;
  /** The last check failed (the previous state, if any, is kept). */
  error?: ContractCallError;
  /** Puts a state the server just gave (e.g. after a renewal) without waiting for the next check. */
  update(state: ContractState): void;
}

/** Checks the signed user's contract now and every minute while mounted. */
export function useContractStatus(): ContractCheck {
  const [state, setState] = useState<ContractState>();
  const [error, setError] = useState<ContractCallError>();

  useEffect(() => {
    let active = true;
    const check = () =>
      fetchContractState().then(
        (next) => active && (setState(next), setError(undefined)),
        (failure: unknown) => active && setError(failure instanceof ContractCallError ? failure : new ContractCallError(0, 'expired.messages.checkError')),
      );
    void check();
    const timer = setInterval(check, contractCheckIntervalMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);

  const update = useCallback((next: ContractState) => {
    setState(next);
    setError(undefined);
  }, []);
  return { state, error, update };
}
