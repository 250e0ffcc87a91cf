import { useMemo } from 'react';
import { useGetMany } from 'react-admin';
import { resourceOfEntity } from './resource-of-entity.js';

const unitsResource = resourceOfEntity('units-of-measurement');

/** Symbol (else code) of each unit of measurement; empty when the list may not be read. */
export function useMeasurementUnits(ids: readonly (number | undefined)[]): Map<number, string> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== undefined))].sort((a, b) => a - b);
  const { data } = useGetMany<{ id: number; code: string; symbol?: string }>(
    unitsResource ?? 'units-of-measurement',
    { ids: wanted },
    { enabled: unitsResource !== undefined && wanted.length > 0 },
  );
  return useMemo(() => new Map((data ?? []).filter(Boolean).map((unit) => [unit.id, unit.symbol || unit.code])), [data]);
}
