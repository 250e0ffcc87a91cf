import type { FastifyInstance } from 'fastify';
import { readCache } from '../../db/read-cache.js';
import { findRecord, type EntityRecord } from '../../modules/entities/entity-reads.js';
import { openSession } from '../../modules/auth/session-repository.js';
import { allOf } from '../../modules/access/access-scope.js';
import { modelByTable } from '../../core/core-models.js';

interface SignedSession {
  user: EntityRecord;
  expiresAt: string;
}

/**
 * The active user of an open session, or undefined. Read once per change mark (db/read-cache.ts):
 * a sign-out, a revocation, a blocked or changed user is a write, so the next request reads again;
 * the expiry is compared on every request.
 */
export async function signedSessionUser(server: FastifyInstance, tokenHash: string, now = new Date()): Promise<EntityRecord | undefined> {
  const { database, catalog } = server;
  const session = await readCache<SignedSession | undefined>(database.changes, 'sessions').get(tokenHash, async () => {
    const open = await openSession(database.db, tokenHash, now);
    if (!open) return undefined;
    const user = await findRecord(database.db, modelByTable(catalog, 'usuario'), open.userId, allOf([]));
    return user && user.usu_ativo !== 'N' ? { user: Object.freeze(user), expiresAt: open.expiresAt } : undefined;
  });
  return session && session.expiresAt > now.toISOString() ? session.user : undefined;
}
