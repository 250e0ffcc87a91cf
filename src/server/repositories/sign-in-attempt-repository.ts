import { sql } from 'kysely';
import type { Db } from '../db/create-database.js';

/**
 * One more failed attempt, counted in a single statement so that concurrent attempts on
 * several API processes each get their own count. Unblocking a user clears the count
 * (services/user-unblock.ts).
 */
export async function recordFailedAttempt(db: Db, login: string, now = new Date()): Promise<number> {
  const row = await db
    .insertInto('tentativa_login')
    .values({ login, falhas: 1, ultima_falha: now.toISOString() })
    .onConflict((oc) =>
      oc.column('login').doUpdateSet({ falhas: sql`tentativa_login.falhas + 1`, ultima_falha: now.toISOString() }),
    )
    .returning('falhas')
    .executeTakeFirstOrThrow();
  return Number(row.falhas);
}

export async function clearFailedAttempts(db: Db, login: string): Promise<void> {
  await db.deleteFrom('tentativa_login').where('login', '=', login).execute();
}

/**
 * Housekeeping at sign-in: counts of names that are no account are dropped a day after their
 * last failure, so made-up names cannot fill the table. Accounts keep theirs until a success.
 */
export async function deleteStaleAttempts(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  await db
    .deleteFrom('tentativa_login')
    .where('ultima_falha', '<', dayAgo)
    .where('login', 'not in', db.selectFrom('usuario').select('usu_login'))
    .execute();
}

/** The failed attempt that reached the limit blocks the user (`usu_bloqueado` 1) until an admin unblocks them. */
export async function blockUser(db: Db, userId: number): Promise<void> {
  await db.updateTable('usuario').set({ usu_bloqueado: 1 }).where('id_usuario', '=', userId).execute();
}
