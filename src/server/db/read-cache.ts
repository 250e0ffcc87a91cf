import type { ChangeMark } from './change-mark.js';

/** How long an entry may serve when other processes' writes do not move the mark (PostgreSQL). */
export const crossProcessTtlMs = 1000;
/** On SQLite the mark is exact; the time to live only bounds how long an unused entry stays. */
const exactTtlMs = 60_000;
const maxEntries = 5000;

interface Entry<V> {
  value: V;
  mark: string;
  until: number;
}

/**
 * Answers read under a change mark (db/change-mark.ts): an entry serves while the database's mark is
 * the one it was read under and its time to live runs. The mark is taken before the read, so a
 * write that lands during the read leaves the entry already stale.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #ttlMs: number;

  constructor(private readonly changes: ChangeMark) {
    this.#ttlMs = changes.exact ? exactTtlMs : crossProcessTtlMs;
  }

  async get(key: string, read: () => Promise<V>, now = Date.now()): Promise<V> {
    const mark = this.changes.current();
    const entry = this.#entries.get(key);
    if (entry && entry.mark === mark && entry.until > now) return entry.value;
    const value = await read();
    if (this.#entries.size >= maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, mark, until: now + this.#ttlMs });
    return value;
  }
}

const caches = new WeakMap<ChangeMark, Map<string, ReadCache<unknown>>>();

/** The cache `name` of one database (one per purpose: sessions, list counts, ...). */
export function readCache<V>(changes: ChangeMark, name: string): ReadCache<V> {
  let named = caches.get(changes);
  if (!named) caches.set(changes, (named = new Map()));
  let cache = named.get(name);
  if (!cache) named.set(name, (cache = new ReadCache<unknown>(changes)));
  return cache as ReadCache<V>;
}
