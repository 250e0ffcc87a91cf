import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { fetchDashboardImage } from './dashboard-image-api.js';
import { WidgetImageAuthContext } from './widget-image-auth.js';

export interface DashboardImageUrl {
  /** An object URL of the picture; the previous picture's while the next one loads, so a changing image does not blink. */
  url: string | undefined;
  failed: boolean;
}

/** A dashboard picture fetched with the session (or the widget board's embedding token) and shown from memory. */
export function useDashboardImageUrl(id: string | null | undefined): DashboardImageUrl {
  const auth = useContext(WidgetImageAuthContext);
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
