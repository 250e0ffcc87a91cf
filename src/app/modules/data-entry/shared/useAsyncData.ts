import { useCallback, useEffect, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` when `key` changes (or on reload) and keeps its answer; a late answer of an older key is
 * dropped. `key` null: nothing to load.
 */
export function useAsyncData<T>(key: string | null, load: () => Promise<T>): AsyncData<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; loading: boolean }>({ key: null, loading: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === null) {
      setState({ key, loading: false });
      return undefined;
    }
    let current = true;
    setState((previous) => ({ key, data: previous.key === key ? previous.data : undefined, loading: true }));
    load().then(
      (data) => current && setState({ key, data, loading: false }),
      (error: unknown) => current && setState({ key, error, loading: false }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a new function each render; `key` says when its inputs changed.
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.key === key ? state.data : undefined, error: state.key === key ? state.error : undefined, loading: state.loading, reload };
}
