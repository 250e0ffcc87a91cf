import type { Db } from '../../db/create-database.js';

/** A stored value a write would replace (or replaced) with another one. */
export interface ReplacedValue {
  id_tag: number;
  /** Epoch ms UTC. */
  ts: number;
  /** The value stored before the write. */
  old: number;
  /** The value the write brings. */
  value: number;
}

/**
 * What a write does at a timestamp that already holds another value: `replace` it (the caller asked for
 * it explicitly), or `refuse` the whole write. The same value again is never a conflict (a retried batch).
 */
export type ExistingValuePolicy = 'replace' | 'refuse';

export interface StoreOptions {
  existing?: ExistingValuePolicy;
  /** Told, inside the write's transaction, of the stored values replaced by other ones. */
  onReplaced?: (trx: Db, replaced: readonly ReplacedValue[]) => Promise<void>;
}

/** Thrown by `storeValues` under the `refuse` policy, before anything is written: the transaction stores nothing. */
export class StoredValueConflict extends Error {
  constructor(readonly conflicts: readonly ReplacedValue[]) {
    super(`${conflicts.length} stored value(s) would be overwritten`);
  }
}
