import { useEffect, useState } from 'react';
import { useHttpClient } from '../../data/useHttpClient.js';
import { seriesErrorText } from './series-error.js';
import type { TagSeries } from './series-types.js';

export interface SeriesState {
  data: TagSeries[] | null;
  loading: boolean;
  /** The translated message of the API's error. */
  error: string | null;
  reload: () => void;
}

/**
 * `GET MES/queries/series` at `path` (null: nothing to ask). A new path cancels the call under way;
 * the last answer stays on screen while the next one loads.
 */
export function useSeries(path: string | null): SeriesState {
  const http = useHttpClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<SeriesState, 'reload'>>({ data: null, loading: false, error: null });

  useEffect(() => {
    if (!path) {
      setState({ data: null, loading: false, error: null });
      return undefined;
    }
    const abort = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    http(path, { signal: abort.signal })
      .then(({ json }) => setState({ data: Array.isArray(json) ? (json as TagSeries[]) : [], loading: false, error: null }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ data: null, loading: false, error: seriesErrorText(error) });
      });
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the http client changes with the language; the answer does not.
  }, [path, attempt]);

  return { ...state, reload: () => setAttempt((count) => count + 1) };
}
