import { describe, expect, it } from 'vitest';
import { canLoadMore, entriesKey, entriesReducer, nextPageOf, noEntries, type EntriesState } from './entries-state.js';
import type { LogbookEntry } from './logbook-api.js';

const entry = (id: number, text = `<p>${id}</p>`): LogbookEntry => ({
  id_logbook: id,
  id_logbook_group: 1,
  id_user: 7,
  usu_nome: 'Ana',
  logbook_annotation: text,
  logbook_date: '2026-04-01T08:00:00Z',
});
const key = entriesKey(1, '')!;
const started = entriesReducer(entriesReducer(noEntries, { type: 'reset', key }), { type: 'loading', key });
const loaded = (state: EntriesState, ids: number[], offset = state.entries.length, limit = 5, total?: number) =>
  entriesReducer(state, { type: 'loaded', key, page: { offset, limit }, entries: ids.map((id) => entry(id)), total });

describe('entriesReducer', () => {
  it('asks for the first 5, then 5 more after those shown, and stops after a short page', () => {
    expect(nextPageOf(started)).toEqual({ offset: 0, limit: 5 });
    const first = loaded(started, [12, 11, 10, 9, 8], 0, 5, 12);
    expect(first.entries.map((e) => e.id_logbook)).toEqual([12, 11, 10, 9, 8]);
    expect(canLoadMore(first)).toBe(true);
    expect(nextPageOf(first)).toEqual({ offset: 5, limit: 5 });
    const last = loaded(first, [7, 6]);
    expect(canLoadMore(last)).toBe(false);
    expect(last.total).toBe(12);
  });

  it('does not load more while loading, after a failure or without a group', () => {
    expect(canLoadMore(started)).toBe(false);
    expect(canLoadMore(entriesReducer(started, { type: 'failed', key }))).toBe(false);
    expect(canLoadMore(noEntries)).toBe(false);
  });

  it('drops the answer of an older group or search', () => {
    const other = entriesReducer(started, { type: 'reset', key: entriesKey(1, 'pump') });
    expect(loaded(other, [1])).toBe(other);
    expect(entriesReducer(other, { type: 'failed', key })).toBe(other);
  });

  it('shows an entry only once when pages shift under it', () => {
    const first = loaded(started, [10, 9, 8, 7, 6], 0, 5);
    expect(loaded(first, [6, 5, 4]).entries.map((e) => e.id_logbook)).toEqual([10, 9, 8, 7, 6, 5, 4]);
  });

  it('puts an added entry first, replaces an edited one, takes out a deleted one, and keeps the total', () => {
    const first = loaded(started, [3, 2, 1], 0, 5, 3);
    const added = entriesReducer(first, { type: 'added', entry: entry(4) });
    expect(added.entries.map((e) => e.id_logbook)).toEqual([4, 3, 2, 1]);
    expect(added.total).toBe(4);
    const edited = entriesReducer(added, { type: 'updated', entry: entry(2, '<p>edited</p>') });
    expect(edited.entries[2]!.logbook_annotation).toBe('<p>edited</p>');
    const removed = entriesReducer(edited, { type: 'removed', id: 3 });
    expect(removed.entries.map((e) => e.id_logbook)).toEqual([4, 2, 1]);
    expect(removed.total).toBe(3);
    expect(nextPageOf(removed)).toEqual({ offset: 3, limit: 5 });
    expect(entriesReducer(removed, { type: 'removed', id: 99 })).toBe(removed);
  });
});
