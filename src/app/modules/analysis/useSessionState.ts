import { useCallback, useEffect, useRef, useState } from 'react';

function read<T>(key: string, initial: () => T): T {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : initial();
  } catch {
    return initial();
  }
}

/**
 * State kept in the tab's session storage under `key`: leaving the page and coming back keeps the
 * user's choice. A new key (another unit) starts from `initial`.
 */
export function useSessionState<T>(key: string, initial: () => T): [T, (next: T | ((current: T) => T)) => void] {
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
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // A full or unavailable storage only loses the memory of the choice.
    }
  }, [key, value]);

  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      setState((current) => {
        const base = current.key === key ? current.value : read(key, initialRef.current);
        return { key, value: typeof next === 'function' ? (next as (current: T) => T)(base) : next };
      }),
    [key],
  );
  return [value, set];
}
