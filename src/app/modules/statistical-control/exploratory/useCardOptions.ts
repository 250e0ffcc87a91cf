import { useMemo } from 'react';
import { useResourceList } from '../../../data/typed-data-provider.js';
import { useCan } from '../../../navigation/useCan.js';
import { ruleSetsOfTag } from './save-card-draft.js';

const everything = { pagination: { page: 1, perPage: 1000 } };

/** The rule sets a card of the tag may use, and the unit's alerts when the user may read them (else the field is not offered). */
export function useCardOptions(idTag: number) {
  const mayReadAlerts = useCan('settings.alerts.alerts-configuration')('read');
  const ruleSets = useResourceList('settings/statistical-control/rules', { ...everything, sort: { field: 'name', order: 'ASC' } });
  const alerts = useResourceList(
    'settings/alerts/alerts-configuration',
    { ...everything, sort: { field: 'ale_titulo', order: 'ASC' } },
    { enabled: mayReadAlerts },
  );
  return useMemo(
    () => ({
      ruleSets: ruleSetsOfTag(ruleSets.data ?? [], idTag),
      ruleSetsLoading: ruleSets.isPending,
      alerts: mayReadAlerts && !alerts.error ? (alerts.data ?? []).filter((alert) => alert.active !== false) : null,
    }),
    [ruleSets.data, ruleSets.isPending, idTag, mayReadAlerts, alerts.data, alerts.error],
  );
}
