import { useHttpClient } from '../../data/useHttpClient.js';
import { useCan } from '../../navigation/useCan.js';
import { useAsyncData, type AsyncData } from '../data-entry/shared/useAsyncData.js';
import type { Page } from './answer-shapes.js';
import type { AlertGroup, MovementRow } from './alert-records.js';
import { fetchAlertGroups, fetchMovements } from './alerts-api.js';
import { movementsQuery, type MovementFilters } from './movements-query.js';

/** One page (from 0 here, from 1 on the server) of the unit's alert movements; nothing while the filters are invalid. */
export function useAlertMovements(filters: MovementFilters | undefined, page: number, perPage: number): AsyncData<Page<MovementRow>> {
  const http = useHttpClient();
  const key = filters ? movementsQuery(filters, page + 1, perPage) : null;
  return useAsyncData(key, () => fetchMovements(http, filters!, page + 1, perPage));
}

/**
 * The alert groups for the filter (`ALE/entities/ALEGRUPO`); asked for only with read on the alert
 * groups page (the server answers 403 otherwise), else empty.
 */
export function useAlertGroups(): AlertGroup[] {
  const http = useHttpClient();
  const readsGroups = useCan('settings.alerts.alerts-group')('read');
  return useAsyncData(readsGroups ? 'groups' : null, () => fetchAlertGroups(http)).data ?? [];
}
