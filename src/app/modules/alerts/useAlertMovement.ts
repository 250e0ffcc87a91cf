import { useHttpClient } from '../../data/useHttpClient.js';
import { useAsyncData, type AsyncData } from '../data-entry/shared/useAsyncData.js';
import type { AlertListItem, AlertMovement } from './alert-records.js';
import { fetchMovement } from './alerts-api.js';
import { copyToMarkRead } from './read-mark.js';
import { useMarkAlertRead } from './useMarkAlertRead.js';
import { useSignedUnit } from './useSignedUnit.js';

/**
 * The opened alert (`ALE/entities/ALEMOV/{id}`), marked read by the signed user on opening
 * (section 4) when they have a copy of it not yet viewed; read again after the mark so the viewers include them.
 */
export function useAlertMovement(item: AlertListItem | undefined): AsyncData<AlertMovement | undefined> {
  const http = useHttpClient();
  const markRead = useMarkAlertRead();
  const { userId } = useSignedUnit();
  const id = item?.id_movalerta;
  return useAsyncData(id === undefined ? null : String(id), async () => {
    const movement = await fetchMovement(http, id!);
    const idMvu = copyToMarkRead(movement, item, userId);
    if (idMvu === undefined) return movement;
    return (await markRead(idMvu)) ? fetchMovement(http, id!) : movement;
  });
}
