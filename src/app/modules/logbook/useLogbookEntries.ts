import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useHttpClient } from '../../data/useHttpClient.js';
import { canLoadMore, entriesKey, entriesReducer, nextPageOf, noEntries, type EntriesState } from './entries-state.js';
import { fetchLogbookEntries, type LogbookEntry } from './logbook-api.js';
import { useLogbookNotify } from './useLogbookNotify.js';

export interface LogbookEntries {
  state: EntriesState;
  /** Asks for the next 5 when the list may have more (on scrolling to its end). */
  loadMore: () => void;
  /** After a failure: the next page again, or the first when nothing was loaded. */
  retry: () => void;
  /** From the first page again (an entry was added while searching: the server decides whether it matches). */
  reload: () => void;
  added: (entry: LogbookEntry) => void;
  updated: (entry: LogbookEntry) => void;
  removed: (id: number) => void;
}

/** The chosen group's entries matching `search` (already debounced), newest first, 5 at a time. */
export function useLogbookEntries(groupId: number | null, search: string): LogbookEntries {
  const http = useHttpClient();
  const { failure } = useLogbookNotify();
  const [state, dispatch] = useReducer(entriesReducer, noEntries);
  // The latest state and helpers for callbacks made once per group and search (a language change
  // gives a new http client, and must not reload the list).
  const latest = useRef({ state, http, failure });
  useLayoutEffect(() => {
    latest.current = { state, http, failure };
  });
  // One request at a time: the observer may fire again before the 'loading' render.
  const inFlight = useRef<string | null>(null);

  const load = useCallback(
    async (current: EntriesState) => {
      const key = current.key;
      if (key === null || groupId === null || inFlight.current === key) return;
      inFlight.current = key;
      const page = nextPageOf(current);
      dispatch({ type: 'loading', key });
      try {
        const { entries, total } = await fetchLogbookEntries(latest.current.http, groupId, page, search);
        dispatch({ type: 'loaded', key, page, entries, total });
      } catch (error) {
        dispatch({ type: 'failed', key });
        latest.current.failure('loadEntries', error);
      } finally {
        if (inFlight.current === key) inFlight.current = null;
      }
    },
    [groupId, search],
  );

  const key = entriesKey(groupId, search);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const fresh = { ...noEntries, key };
    dispatch({ type: 'reset', key });
    inFlight.current = null;
    void load(fresh);
  }, [key, load, round]);

  const loadMore = useCallback(() => {
    if (canLoadMore(latest.current.state)) void load(latest.current.state);
  }, [load]);
  const retry = useCallback(() => void load(latest.current.state), [load]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const added = useCallback((entry: LogbookEntry) => dispatch({ type: 'added', entry }), []);
  const updated = useCallback((entry: LogbookEntry) => dispatch({ type: 'updated', entry }), []);
  const removed = useCallback((id: number) => dispatch({ type: 'removed', id }), []);
  return { state, loadMore, retry, reload, added, updated, removed };
}
