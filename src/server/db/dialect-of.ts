import { SqliteAdapter } from 'kysely';
import type { Db, Dialect } from './create-database.js';

/** The dialect a Kysely instance speaks, from its adapter: for a hot read that writes its SQL per dialect without a `dialect` argument. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}
