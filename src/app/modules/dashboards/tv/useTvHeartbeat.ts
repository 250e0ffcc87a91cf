import { useEffect, useState } from 'react';
import type { ApiAuth } from '../../../api/api-client.js';
import { ApiError } from '../../../api/api-error.js';
import { sendTvHeartbeat, sendTvLeave } from './tv-api.js';
import { tvScreenId } from './tv-screen-id.js';

/** The server counts a screen online while its last beat is under 90 s old (tv-screens.ts): three chances. */
export const TV_HEARTBEAT_MS = 30_000;

export type TvPresence = { state: 'idle' | 'online' } | { state: 'refused'; limit: number | undefined };

const refusedLimit = (error: unknown): number | undefined | false => {
  if (!(error instanceof ApiError) || error.code !== 'TV_LIMIT') return false;
  const details = (error.body as { error?: { details?: { limit?: unknown } } } | undefined)?.error?.details;
  return typeof details?.limit === 'number' ? details.limit : undefined;
};

/**
 * While `active`, this screen beats every 30 s so it is counted among the client's TVs online; a refusal
 * (the online TV limit, 409) stops the beats and is the answer. Leaving (inactive, unmounted, the page
 * closing) tells the server at once, so the place frees without waiting 90 s. Other failures (offline, a
 * server error) are retried at the next beat. `auth`: a TV link's token instead of the session.
 */
export function useTvHeartbeat(active: boolean, auth?: ApiAuth): TvPresence {
  const [presence, setPresence] = useState<TvPresence>({ state: 'idle' });
  const token = typeof auth === 'object' ? auth.token : undefined;
  useEffect(() => {
    if (!active) return undefined;
    const screen = tvScreenId();
    const caller: ApiAuth | undefined = token ? { token } : auth;
    let stopped = false;
    const leave = () => void sendTvLeave(screen, caller).catch(() => undefined);
    const beat = () =>
      sendTvHeartbeat(screen, caller).then(
        () => !stopped && setPresence((previous) => (previous.state === 'online' ? previous : { state: 'online' })),
        (error: unknown) => {
          const limit = refusedLimit(error);
          if (limit === false || stopped) return;
          stopped = true;
          window.clearInterval(timer);
          setPresence({ state: 'refused', limit });
        },
      );
    const timer = window.setInterval(() => void beat(), TV_HEARTBEAT_MS);
    void beat();
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      if (!stopped) leave();
      stopped = true;
      setPresence({ state: 'idle' });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `auth` matters by its token only; 'signed' and undefined are the session.
  }, [active, token]);
  return presence;
}
