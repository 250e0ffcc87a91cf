import { sql } from 'kysely';
import type { Db } from '../../db/create-database.js';

/**
 * Runs `work` only if no other process is running the job `name` now, holding a PostgreSQL session
 * advisory lock on one pinned connection for the run (a killed process's connection ends, and its lock
 * with it). Answers false, without running, when another process holds it.
 */
export async function whileNoOtherRun(db: Db, name: string, work: () => Promise<void>): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext('job'), hashtext(${name})) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(hashtext('job'), hashtext(${name}))`.execute(connection);
    }
  });
}

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, waiting for it: pg-boss's createQueue,
 * run by two processes starting at once, deadlocks on its queue table; under this lock they take turns.
 */
export async function oneProcessAtATime<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('jobs-setup'), hashtext(${name}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('jobs-setup'), hashtext(${name}))`.execute(connection);
    }
  });
}
