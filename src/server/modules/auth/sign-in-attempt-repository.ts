import { sql } from 'kysely';
import type { Db } from '../../db/create-database.js';

/** Failures and locks older than this, with no lock in effect, are forgotten. */
export const quietPeriodMs = 24 * 60 * 60 * 1000;

/** A name's count after one more failed attempt. */
export interface CountedAttempt {
  /** Failed attempts since the last lock ended (or since the count began). */
  made: number;
  /** ISO time the name stays locked until, when a lock is in effect. */
  lockedUntil: string | null;
  /** Locks since the last success; the next one lasts twice as long. */
  locks: number;
}

/**
 * One more failed attempt, counted in a single statement so that concurrent attempts on
 * several API processes each get their own count. A lock that has run out starts a new
 * countdown (its back-off stays); a day without failures forgets both. Unblocking a user
 * clears the count (users/user-unblock.ts).
 */
export async function recordFailedAttempt(db: Db, login: string, now = new Date()): Promise<CountedAttempt> {
  const at = now.toISOString();
  const quietSince = new Date(now.getTime() - quietPeriodMs).toISOString();
  const lockOver = sql`(tentativa_login.bloqueado_ate is not null and tentativa_login.bloqueado_ate <= ${at})`;
  const quiet = sql`((tentativa_login.bloqueado_ate is null or tentativa_login.bloqueado_ate <= ${at}) and tentativa_login.ultima_falha < ${quietSince})`;
  const row = await db
    .insertInto('tentativa_login')
    .values({ login, falhas: 1, ultima_falha: at, bloqueado_ate: null, bloqueios: 0 })
    .onConflict((oc) =>
      oc.column('login').doUpdateSet({
        falhas: sql`case when ${quiet} or ${lockOver} then 1 else tentativa_login.falhas + 1 end`,
        bloqueios: sql`case when ${quiet} then 0 else coalesce(tentativa_login.bloqueios, 0) end`,
        bloqueado_ate: sql`case when ${lockOver} then null else tentativa_login.bloqueado_ate end`,
        ultima_falha: at,
      }),
    )
    .returning(['falhas', 'bloqueado_ate', 'bloqueios'])
    .executeTakeFirstOrThrow();
  const lockedUntil = typeof row.bloqueado_ate === 'string' ? row.bloqueado_ate : null;
  return { made: Number(row.falhas), lockedUntil, locks: Number(row.bloqueios ?? 0) };
}

/**
 * Locks the name until `until`, and shows it on the user of that login, if there is one
 * (`usu_bloqueado_ate`, read-only in the user form). The same two statements run for an
 * unknown name, so its answer takes as long.
 */
export async function lockName(db: Db, login: string, until: Date): Promise<void> {
  const at = until.toISOString();
  await db
    .updateTable('tentativa_login')
    .set({ bloqueado_ate: at, bloqueios: sql`coalesce(bloqueios, 0) + 1` })
    .where('login', '=', login)
    .execute();
  await db.updateTable('usuario').set({ usu_bloqueado_ate: at }).where('usu_login', '=', login).execute();
}

/** A success or an admin's unblock: the name starts afresh, with no lock and no back-off. */
export async function clearFailedAttempts(db: Db, login: string): Promise<void> {
  await db.deleteFrom('tentativa_login').where('login', '=', login).execute();
  await db.updateTable('usuario').set({ usu_bloqueado_ate: null }).where('usu_login', '=', login).where('usu_bloqueado_ate', 'is not', null).execute();
}

/**
 * Housekeeping at sign-in: a name with no failure for a day and no lock in effect is
 * forgotten, known or not (recordFailedAttempt treats such a row as new anyway), so made-up
 * names cannot fill the table.
 */
export async function deleteStaleAttempts(db: Db, now = new Date()): Promise<void> {
  const quietSince = new Date(now.getTime() - quietPeriodMs).toISOString();
  await db
    .deleteFrom('tentativa_login')
    .where('ultima_falha', '<', quietSince)
    .where((eb) => eb.or([eb('bloqueado_ate', 'is', null), eb('bloqueado_ate', '<=', now.toISOString())]))
    .execute();
}
