import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { WriteCounter, type ChangeMark } from './change-mark.js';
import { cachePreparedStatements, dataVersionReader } from './sqlite-statements.js';

export type Dialect = 'sqlite' | 'postgres';

/** Tables are known only at run time (they come from the schemas), so queries are untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table types exist only at run time
export type Db = Kysely<any>;

export interface Database {
  db: Db;
  dialect: Dialect;
  /** Moves when data this process reads may have changed (db/change-mark.ts): what read caches check. */
  changes: ChangeMark;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

function withClose(db: Db, dialect: Dialect, changes: ChangeMark): Database {
  let closing: Promise<void> | undefined;
  return { db, dialect, changes, close: () => (closing ??= db.destroy()) };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server emits here; without a listener the process would exit.
  // The next query fails instead, and the health check reports it.
  pool.on('error', () => {});
  const writes = new WriteCounter();
  const db = new Kysely({ dialect: writes.wrap(new PostgresDialect({ pool })), plugins: [writes] });
  return withClose(db, 'postgres', { current: () => String(writes.count), exact: false });
}

function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Several processes may share the file (API, init script); wait for a writer instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  cachePreparedStatements(sqlite);
  const dataVersion = dataVersionReader(sqlite);
  const writes = new WriteCounter();
  const db = new Kysely({ dialect: writes.wrap(new SqliteDialect({ database: sqlite })), plugins: [writes] });
  return withClose(db, 'sqlite', { current: () => `${writes.count}.${dataVersion()}`, exact: true });
}

/** `sqlite:PATH` (the embedded default) or `postgres://...`. */
export function createDatabase(url: string): Database {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}
