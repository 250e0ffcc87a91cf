import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** Where a page's kept choices live instead of the tab's session storage (an app tab of a dashboard keeps its own). */
export interface SessionStateStore {
  read(key: string): unknown;
  write(key: string, value: unknown): void;
}

const browserSession: SessionStateStore = {
  read: (key) => {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  },
  write: (key, value) => sessionStorage.setItem(key, JSON.stringify(value)),
};

/** The store of the pages below: the browser tab's session storage unless a provider gives another. */
export const SessionStateStoreContext = createContext<SessionStateStore>(browserSession);

/** Whether a value read back is one the page can show (an older version's or a mistyped one is not). */
export type KeptValueCheck<T> = (value: unknown) => value is T;

function readFrom<T>(store: SessionStateStore, key: string, initial: () => T, accept?: KeptValueCheck<T>): T {
  try {
    const value = store.read(key);
    return value === undefined || (accept && !accept(value)) ? initial() : (value as T);
  } catch {
    return initial();
  }
}

/**
 * State kept in the tab's session storage under `key`: leaving the page and coming back keeps the
 * user's choice. A new key (another unit) starts from `initial`, and so does a stored value `accept` refuses.
 */
export function useSessionState<T>(key: string, initial: () => T, accept?: KeptValueCheck<T>): [T, (next: T | ((current: T) => T)) => void] {
  const store = useContext(SessionStateStoreContext);
  // `accept` is a module constant or memoised by the caller: a new one each render would re-create `set`.
  const read = useCallback((name: string, first: () => T) => readFrom(store, name, first, accept), [store, accept]);
  const initialRef = useRef(initial);
  useEffect(() => {
    initialRef.current = initial;
  });
  const [state, setState] = useState<{ key: string; value: T }>(() => ({ key, value: read(key, initial) }));
  let value = state.value;
  if (state.key !== key) {
    // Another unit: start from what that key holds (React's "adjust state while rendering" pattern).
    value = read(key, initial);
    setState({ key, value });
  }

  useEffect(() => {
    try {
      store.write(key, value);
    } catch {
      // A full or unavailable storage only loses the memory of the choice.
    }
  }, [store, key, value]);

  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      setState((current) => {
        const base = current.key === key ? current.value : read(key, initialRef.current);
        return { key, value: typeof next === 'function' ? (next as (current: T) => T)(base) : next };
      }),
    [key, read],
  );
  return [value, set];
}
