import { useMemo } from 'react';
import { useResourceList } from '../../../data/typed-data-provider.js';

export interface CatalogueOption {
  id: number;
  label: string;
}

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' as const } };

interface CatalogueRecord {
  code: string;
  description: string;
  active?: boolean;
}

/** A catalogue's active entries as options, "code – description"; an inactive one is refused by the server anyway. */
export const activeOptions = <R extends CatalogueRecord>(records: readonly R[] | undefined, idOf: (record: R) => number): CatalogueOption[] =>
  (records ?? []).filter((record) => record.active !== false).map((record) => ({ id: idOf(record), label: `${record.code} – ${record.description}` }));

/** The unit's active diagnostics and corrective actions, by code: what a violation may be treated with. */
export function useTreatCatalogues() {
  const diagnostics = useResourceList('settings/statistical-control/diagnostic-list', everything);
  const actions = useResourceList('settings/statistical-control/corrective-actions', everything);
  return useMemo(
    () => ({
      diagnostics: activeOptions(diagnostics.data, (record) => Number(record.id_diagnostic)),
      actions: activeOptions(actions.data, (record) => Number(record.id_corrective_action)),
      loading: diagnostics.isPending || actions.isPending,
    }),
    [diagnostics.data, diagnostics.isPending, actions.data, actions.isPending],
  );
}
