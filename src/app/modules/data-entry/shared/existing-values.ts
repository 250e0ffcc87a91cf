import type { ExistingValue } from '../../../../domain/series/existing-value.js';
import type { ApiFailure } from './api-failure.js';

export type { ExistingValue };

const isExisting = (item: unknown): item is ExistingValue => {
  const row = item as Partial<ExistingValue> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.id_tag === 'number' &&
    typeof row.ts === 'string' &&
    typeof row.stored === 'number' &&
    typeof row.value === 'number'
  );
};

/** The stored values of a refused write that asked for no overwrite; undefined for any other failure. */
export function existingValuesOf(failure: ApiFailure): ExistingValue[] | undefined {
  if (failure.status !== 409 || failure.code !== 'VALUE_EXISTS') return undefined;
  const existing = (failure.data as { existing?: unknown } | undefined)?.existing;
  return Array.isArray(existing) ? existing.filter(isExisting) : [];
}
