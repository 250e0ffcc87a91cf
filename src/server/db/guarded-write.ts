import { sql } from 'kysely';
import type { Database, Db, Dialect } from './create-database.js';

/**
 * One write transaction in which a rule that counts or compares before writing (a limit, an
 * overlap) can serialise itself against every other writer of the same rule and scope, in this
 * process and in any other one sharing the database.
 */
export interface GuardedTx {
  /** The transaction: every read and write of the guarded work goes through it, never through the pool. */
  db: Db;
  dialect: Dialect;
  /**
   * Waits until no other transaction holds `rule` for `scope`, then holds it until this one commits
   * or rolls back. Call it before the rule's check reads anything.
   */
  lock(rule: string, scope: number): Promise<void>;
  /**
   * Runs `task` once the transaction has committed (never after a rollback), before `guardedWrite`
   * returns: e.g. queueing a background job about what was written. A task reports its own failures.
   */
  afterCommit(task: () => Promise<void>): void;
}

type AfterCommitTask = () => Promise<void>;

async function runAfterCommit(tasks: readonly AfterCommitTask[]): Promise<void> {
  await Promise.allSettled(tasks.map((task) => task()));
}

async function postgresGuarded<T>(db: Db, work: (tx: GuardedTx) => Promise<T>): Promise<T> {
  const tasks: AfterCommitTask[] = [];
  const result = await db.transaction().execute((trx) =>
    work({
      db: trx,
      dialect: 'postgres',
      // Two int4 keys: the rule's name and the scope (a plant, a client, a tag...). Released at commit.
      lock: async (rule, scope) => {
        await sql`select pg_advisory_xact_lock(hashtext(${rule}), ${scope}::int4)`.execute(trx);
      },
      afterCommit: (task) => void tasks.push(task),
    }),
  );
  await runAfterCommit(tasks);
  return result;
}

/**
 * SQLite has one writer at a time: BEGIN IMMEDIATE takes the write lock before the first read, so
 * every check sees the last committed write and no other writer (another process included) can slip
 * in before the commit. Kysely's own transaction would begin DEFERRED, reading on a snapshot that a
 * concurrent writer can make stale.
 */
async function sqliteGuarded<T>(db: Db, work: (tx: GuardedTx) => Promise<T>): Promise<T> {
  const tasks: AfterCommitTask[] = [];
  const result = await db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work({ db: connection, dialect: 'sqlite', lock: async () => {}, afterCommit: (task) => void tasks.push(task) });
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      // SQLite may already have rolled back on its own (e.g. a full disk); the first error is the one to tell.
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
  // After the connection is released: a task's own queries would otherwise wait for it.
  await runAfterCommit(tasks);
  return result;
}

/** Runs `work` in one guarded transaction: all of its writes or none, its rules' checks atomic with them. */
export function guardedWrite<T>(database: Database, work: (tx: GuardedTx) => Promise<T>): Promise<T> {
  return database.dialect === 'postgres' ? postgresGuarded(database.db, work) : sqliteGuarded(database.db, work);
}
