import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchDashboardImage } from './dashboard-image-api.js';
import { useEmbedAuth } from '../../embed/EmbedAuth.js';

export interface DashboardImageUrl {
  /** An object URL of the picture; the previous picture's while the next one loads, so a changing image does not blink. */
  url: string | undefined;
  failed: boolean;
}

/** A dashboard picture fetched with the session (or a dashboard link's token, EmbedAuth.tsx) and shown from memory. */
export function useDashboardImageUrl(id: string | null | undefined): DashboardImageUrl {
  const auth = useEmbedAuth();
  const [state, setState] = useState<DashboardImageUrl>({ url: undefined, failed: false });
  const shown = useRef<string | undefined>(undefined);
  const show = useCallback((url: string | undefined, failed: boolean) => {
    if (shown.current && shown.current !== url) URL.revokeObjectURL(shown.current);
    shown.current = url;
    setState({ url, failed });
  }, []);
  useEffect(() => {
    if (!id) return show(undefined, false);
    const controller = new AbortController();
    fetchDashboardImage(id, auth, controller.signal)
      .then((blob) => show(URL.createObjectURL(blob), false))
      .catch(() => {
        if (!controller.signal.aborted) show(undefined, true);
      });
    return () => controller.abort();
  }, [id, auth, show]);
  useEffect(() => () => show(undefined, false), [show]);
  return state;
}
