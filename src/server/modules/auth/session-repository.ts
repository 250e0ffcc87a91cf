import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/create-database.js';

/** Only the hash is stored: a leaked table does not sign anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: number, ttlHours: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessao')
    .values({
      token_hash: hashToken(token),
      id_usuario: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlHours * 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

/** The user of a valid session: known, not revoked, not expired. */
export async function sessionUserId(db: Db, tokenHash: string, now = new Date()): Promise<number | undefined> {
  const row = await db
    .selectFrom('sessao')
    .select('id_usuario')
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? Number(row.id_usuario) : undefined;
}

/** The user of a valid session and when it expires: what a signed request's cache keeps (plugins/app/signed-session.ts). */
export async function openSession(db: Db, tokenHash: string, now = new Date()): Promise<{ userId: number; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('sessao')
    .select(['id_usuario', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { userId: Number(row.id_usuario), expiresAt: String(row.expires_at) } : undefined;
}

export async function revokeSession(db: Db, tokenHash: string, now = new Date()): Promise<void> {
  await db.updateTable('sessao').set({ revoked_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
}

/** Housekeeping at sign-in, so the table does not grow without bound. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('sessao').where('expires_at', '<', now.toISOString()).execute();
}

/** Ends every open session of a user but `keepTokenHash` (the one that made the change, if it is theirs). */
export async function revokeUserSessions(db: Db, userId: number, keepTokenHash?: string, now = new Date()): Promise<void> {
  let query = db.updateTable('sessao').set({ revoked_at: now.toISOString() }).where('id_usuario', '=', userId).where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}
