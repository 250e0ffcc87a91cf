import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useTvHeartbeat } from './useTvHeartbeat.js';

/**
 * A signed user's dashboard in TV mode takes a place among the client's TVs online (its heartbeat); when the
 * limit refuses it, the page says so ("TV mode limit reached") and leaves TV mode.
 */
export function useTvLimitGuard(tv: boolean, leaveTv: () => void): void {
  const notify = useNotify();
  const presence = useTvHeartbeat(tv);
  const refused = presence.state === 'refused';
  const limit = presence.state === 'refused' ? presence.limit : undefined;
  useEffect(() => {
    if (!refused) return;
    notify('dashboards.errors.tvLimit', { type: 'warning', messageArgs: { limit: limit ?? '' } });
    leaveTv();
  }, [refused, limit, notify, leaveTv]);
}
