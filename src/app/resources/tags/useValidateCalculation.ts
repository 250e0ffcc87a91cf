import { useCallback } from 'react';
import type { CalcError } from '../../../domain/calc/index.js';
import { useHttpClient } from '../../data/useHttpClient.js';

export type CalculationCheck = { ok: true } | { ok: false; error: CalcError };

/** `POST MES/queries/validateCalculation`: the server's check of a formula against the unit's tags. */
export function useValidateCalculation(): (formula: string) => Promise<CalculationCheck> {
  const http = useHttpClient();
  return useCallback(
    async (formula: string) => {
      const { json } = await http('MES/queries/validateCalculation', { method: 'POST', body: JSON.stringify({ formula }) });
      return json as CalculationCheck;
    },
    [http],
  );
}
