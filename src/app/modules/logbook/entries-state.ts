import { hasMoreEntries, nextLogbookPage, type LogbookPage } from '../../../domain/logbook/index.js';
import type { LogbookEntry } from './logbook-api.js';

/**
 * The entries of the chosen group and search as loaded so far, newest first. The list mirrors the
 * server's first N entries: an entry added here is put first and a deleted one taken out, so the
 * next page still starts at `entries.length`.
 */
export interface EntriesState {
  /** Group and search the list is for; null when no group is chosen. */
  key: string | null;
  entries: LogbookEntry[];
  lastPage?: LogbookPage;
  lastSize?: number;
  total?: number;
  loading: boolean;
  failed: boolean;
}

export type EntriesAction =
  | { type: 'reset'; key: string | null }
  | { type: 'loading'; key: string }
  | { type: 'loaded'; key: string; page: LogbookPage; entries: LogbookEntry[]; total?: number }
  | { type: 'failed'; key: string }
  | { type: 'added'; entry: LogbookEntry }
  | { type: 'updated'; entry: LogbookEntry }
  | { type: 'removed'; id: number };

export const noEntries: EntriesState = { key: null, entries: [], loading: false, failed: false };

export function entriesReducer(state: EntriesState, action: EntriesAction): EntriesState {
  switch (action.type) {
    case 'reset':
      return { ...noEntries, key: action.key };
    case 'loading':
      return action.key === state.key ? { ...state, loading: true, failed: false } : state;
    case 'loaded': {
      if (action.key !== state.key) return state;
      // Someone else's new entry shifts the pages by one: never show an entry twice.
      const known = new Set(state.entries.map((entry) => entry.id_logbook));
      const fresh = action.entries.filter((entry) => !known.has(entry.id_logbook));
      return {
        ...state,
        entries: [...state.entries, ...fresh],
        lastPage: action.page,
        lastSize: action.entries.length,
        total: action.total ?? state.total,
        loading: false,
      };
    }
    case 'failed':
      return action.key === state.key ? { ...state, loading: false, failed: true } : state;
    case 'added':
      return { ...state, entries: [action.entry, ...state.entries], total: state.total === undefined ? undefined : state.total + 1 };
    case 'updated':
      return { ...state, entries: state.entries.map((entry) => (entry.id_logbook === action.entry.id_logbook ? action.entry : entry)) };
    case 'removed': {
      const entries = state.entries.filter((entry) => entry.id_logbook !== action.id);
      if (entries.length === state.entries.length) return state;
      return { ...state, entries, total: state.total === undefined ? undefined : Math.max(0, state.total - 1) };
    }
  }
}

/** Scrolling to the end asks for more: a group is chosen, nothing is loading or failed, the last page was full. */
export function canLoadMore(state: EntriesState): boolean {
  return state.key !== null && !state.loading && !state.failed && hasMoreEntries(state.lastPage, state.lastSize);
}

/** The page to ask for next: the first 5, then 5 after those shown. */
export const nextPageOf = (state: EntriesState): LogbookPage => nextLogbookPage(state.entries.length);

/** The list key of a group and a search. */
export const entriesKey = (groupId: number | null, search: string): string | null => (groupId === null ? null : `${groupId}|${search}`);
