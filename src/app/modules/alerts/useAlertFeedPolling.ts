import { useEffect } from 'react';
import { ALERT_FEED_POLL_MS } from '../../../domain/alerts/index.js';
import { useHttpClient } from '../../data/useHttpClient.js';
import { clearFeed, feedFailed, receiveFeed, setFeedRefresher } from './alert-feed-store.js';
import { fetchLastNotifications } from './alerts-api.js';
import { useSignedUnit } from './useSignedUnit.js';

/**
 * Polls `ALE/queries/lastNotifications/{userId}` now and every 60 s (section 9) while a user is
 * signed in with a unit; stops and forgets the feed on sign-out or unit change. Mount once.
 */
export function useAlertFeedPolling(): void {
  const http = useHttpClient();
  const { userId, unitId } = useSignedUnit();
  useEffect(() => {
    clearFeed();
    if (userId === undefined || unitId === undefined) return undefined;
    let active = true;
    const poll = () =>
      fetchLastNotifications(http, userId).then(
        (list) => active && receiveFeed(list),
        () => active && feedFailed(),
      );
    void poll();
    const timer = setInterval(() => void poll(), ALERT_FEED_POLL_MS);
    setFeedRefresher(() => void poll());
    return () => {
      active = false;
      clearInterval(timer);
      setFeedRefresher(undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `http` changes with the language only; the poll keeps running across it.
  }, [userId, unitId]);
}
