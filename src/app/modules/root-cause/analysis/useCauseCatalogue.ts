import { useMemo } from 'react';
import type { Origin } from '../../../../domain/root-cause/model.js';
import { useResourceList } from '../../../data/typed-data-provider.js';

export interface CatalogueCause {
  id: number;
  origin: Origin;
  label: string;
  description: string;
}

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' as const } };

/** The unit's active catalogue causes (`RCA/entities/CAUSE`), "code – description", by code; the dialog keeps those of its origin. */
export function useCauseCatalogue(): CatalogueCause[] {
  const list = useResourceList('settings/root-cause/causes', everything);
  return useMemo(
    () =>
      (list.data ?? [])
        .filter((record) => record.active !== false)
        .map((record) => ({
          id: Number(record.id_cause_catalogue),
          origin: record.origin as Origin,
          label: `${record.code} – ${record.description}`,
          description: String(record.description),
        })),
    [list.data],
  );
}
