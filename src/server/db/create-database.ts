import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

/** Tables are known only at run time (they come from the schemas), so queries are untyped. */
export type Db = Kysely<any>;

export interface Database {
  db: Db;
  dialect: Dialect;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

function withClose(db: Db, dialect: Dialect): Database {
  let closing: Promise<void> | undefined;
  return { db, dialect, close: () => (closing ??= db.destroy()) };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server emits here; without a listener the process would exit.
  // The next query fails instead, and the health check reports it.
  pool.on('error', () => {});
  return withClose(new Kysely({ dialect: new PostgresDialect({ pool }) }), 'postgres');
}

function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Several processes may share the file (API, init script); wait for a writer instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  return withClose(new Kysely({ dialect: new SqliteDialect({ database: sqlite }) }), 'sqlite');
}

/** `sqlite:PATH` (the embedded default) or `postgres://...`. */
export function createDatabase(url: string): Database {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}
