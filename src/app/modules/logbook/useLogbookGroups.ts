import { useEffect } from 'react';
import { useHttpClient } from '../../data/useHttpClient.js';
import { useAsyncData } from '../data-entry/shared/useAsyncData.js';
import { fetchLogbookGroups, type LogbookGroup } from './logbook-api.js';
import { useLogbookNotify } from './useLogbookNotify.js';

/** The unit's logbook groups; a loading failure shows the default error. */
export function useLogbookGroups(
  unitId: number | undefined,
  enabled: boolean,
): { groups: LogbookGroup[]; loading: boolean; failed: boolean; reload: () => void } {
  const http = useHttpClient();
  const { failure } = useLogbookNotify();
  const { data, error, loading, reload } = useAsyncData(enabled && unitId !== undefined ? String(unitId) : null, () => fetchLogbookGroups(http));
  useEffect(() => {
    if (error) failure('loadGroups', error);
  }, [error, failure]);
  return { groups: data ?? [], loading, failed: error !== undefined, reload };
}
