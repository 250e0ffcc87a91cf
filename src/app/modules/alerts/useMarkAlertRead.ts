import { useCallback } from 'react';
import { toUtcTimestamp } from '../../../domain/logbook/utc-timestamp.js';
import { useHttpClient } from '../../data/useHttpClient.js';
import { markViewedHere, refreshFeed } from './alert-feed-store.js';
import { markAlertRead } from './alerts-api.js';
import { useSignedUnit } from './useSignedUnit.js';

/**
 * Marks the signed user's copy of an alert viewed: at once in this browser, then on the server
 * (`ALE/queries/updateAlertReadByUser`), then polls the feed again. Resolves false when the server refused.
 */
export function useMarkAlertRead(): (idMvu: number) => Promise<boolean> {
  const http = useHttpClient();
  const { userId } = useSignedUnit();
  return useCallback(
    async (idMvu: number) => {
      if (userId === undefined) return false;
      markViewedHere(idMvu, toUtcTimestamp(Date.now()));
      try {
        await markAlertRead(http, idMvu, userId);
        return true;
      } catch {
        return false;
      } finally {
        refreshFeed();
      }
    },
    [http, userId],
  );
}
