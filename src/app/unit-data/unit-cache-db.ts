import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { getToken, subscribeSession } from '../auth/session-store.js';
import type { CachedFrame, CachedTag } from './unit-cache-filter.js';

/** The browser database of the tag and frame caches (platform-core section 9). */
export const unitCacheDbName = 'plataforma-unit-data';

/** One client's cached rows, already filtered to the selected unit's plant. */
export interface CacheEntry<Row> {
  cli_codigo: number;
  plt_codigo: number;
  id_elemento: number;
  loaded_at: string;
  rows: Row[];
}

interface UnitCacheSchema extends DBSchema {
  tags: { key: number; value: CacheEntry<CachedTag> };
  spcTags: { key: number; value: CacheEntry<CachedTag> };
  frames: { key: number; value: CacheEntry<CachedFrame> };
}

export type CacheKind = 'tags' | 'spcTags' | 'frames';
export const cacheKinds: readonly CacheKind[] = ['tags', 'spcTags', 'frames'];
type RowOf<K extends CacheKind> = UnitCacheSchema[K]['value']['rows'][number];

let opening: Promise<IDBPDatabase<UnitCacheSchema>> | undefined;

function database(): Promise<IDBPDatabase<UnitCacheSchema>> {
  opening ??= openDB<UnitCacheSchema>(unitCacheDbName, 1, {
    upgrade(db) {
      for (const kind of cacheKinds) db.createObjectStore(kind, { keyPath: 'cli_codigo' });
    },
  });
  return opening;
}

/** Replaces the client's entry of one cache. */
export async function writeCache<K extends CacheKind>(kind: K, entry: CacheEntry<RowOf<K>>): Promise<void> {
  await (await database()).put(kind, entry as UnitCacheSchema[K]['value']);
}

/** The client's entry of one cache, if loaded. */
export async function readCache<K extends CacheKind>(kind: K, client: number): Promise<CacheEntry<RowOf<K>> | undefined> {
  return (await (await database()).get(kind, client)) as CacheEntry<RowOf<K>> | undefined;
}

export async function clearCaches(): Promise<void> {
  const db = await database();
  await Promise.all(cacheKinds.map((kind) => db.clear(kind)));
}

/** For tests: forgets the open connection. */
export function closeCacheDatabase(): void {
  void opening?.then((db) => db.close());
  opening = undefined;
}

// Sign-out clears storage: the caches go with the token.
subscribeSession(() => {
  if (!getToken() && typeof indexedDB !== 'undefined') void clearCaches().catch(() => undefined);
});
