import { useHttpClient } from '../../data/useHttpClient.js';
import { useAsyncData } from '../data-entry/shared/useAsyncData.js';
import type { NotifiableUser } from './alert-records.js';
import { fetchNotifiableUsers } from './alerts-api.js';

/** The users an alert can be sent to; loaded only when `wanted` (the notify form is shown). */
export function useNotifiableUsers(wanted: boolean): { users: NotifiableUser[]; loading: boolean; failed: boolean } {
  const http = useHttpClient();
  const { data, loading, error } = useAsyncData(wanted ? 'users' : null, () => fetchNotifiableUsers(http));
  return { users: data ?? [], loading, failed: error !== undefined };
}
