import type { CompiledQuery } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';

const maxStatements = 1000;

/**
 * Leads the SQL text of a read whose rows SQLite hands over as arrays in column order
 * (`statement.raw()`), not as objects: the list page, decoded by position (`decodeRowValues`).
 * A comment, so the text means the same on PostgreSQL, whose rows stay objects.
 */
export const rowsAsArrays = '/* rows as arrays */ ';

/** `compiled` marked to be read as arrays on SQLite (`rowsAsArrays`); unchanged in meaning on PostgreSQL. */
export const readAsArrays = (compiled: CompiledQuery): CompiledQuery => ({ ...compiled, sql: `${rowsAsArrays}${compiled.sql}` });

/**
 * Keeps the prepared statement of each SQL text, so a query the API runs on every request (the
 * session, a list page) is compiled by SQLite once, not on every call as Kysely's driver asks.
 * Kysely runs a statement to completion before the next (`all`/`run`; nothing here streams), so a
 * statement is never busy when it is handed out again. A schema change re-prepares it inside SQLite.
 */
export function cachePreparedStatements(sqlite: BetterSqlite3.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, BetterSqlite3.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= maxStatements) statements.clear();
      statement = prepare(source);
      if (source.startsWith(rowsAsArrays)) statement.raw(true);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * This connection's view of other connections' commits (`PRAGMA data_version`), read once per turn
 * of the event loop: the requests handled in one turn see the database as of its start, as if they
 * had arrived together, and the pragma (a look at the WAL index) is not repeated for every cache.
 */
export function dataVersionReader(sqlite: BetterSqlite3.Database): () => number {
  const statement = sqlite.prepare('pragma data_version').pluck();
  let version: number | undefined;
  return () => {
    if (version === undefined) {
      version = statement.get() as number;
      setImmediate(() => (version = undefined));
    }
    return version;
  };
}
