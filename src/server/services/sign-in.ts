import { passwordMinimumLength } from '../../domain/password-policy.js';
import type { Database } from '../db/create-database.js';
import { decodeRow } from '../db/row-codec.js';
import type { EntityRecord } from '../repositories/entity-reads.js';
import { createSession, deleteExpiredSessions } from '../repositories/session-repository.js';
import { findLoginRow, isAdmin, unitsOf, type UnitSummary, type UserIdentity } from '../repositories/user-access-repository.js';
import { modelByTable } from './core-models.js';
import type { ModelCatalog } from './model-catalog.js';
import { verifyPassword } from './password-hashing.js';

export type SignInResult =
  | { ok: true; token: string; user: EntityRecord; units: UnitSummary[]; passwordHasNecessaryLength: boolean }
  | { ok: false; status: string; message: string };

const refused = (status: string, message: string): SignInResult => ({ ok: false, status, message });

/**
 * The password is checked before anything else about the account, so the answer for an
 * inactive or unit-less user is only given to someone who knows the password.
 */
export async function signIn(
  deps: { database: Database; catalog: ModelCatalog; sessionTtlHours: number },
  username: string,
  password: string,
): Promise<SignInResult> {
  const { db } = deps.database;
  const row = await findLoginRow(db, username);
  const hash = typeof row?.usu_senha === 'string' ? row.usu_senha : undefined;
  if (!(await verifyPassword(hash, password)) || !row) return refused('UNAUTHORIZED', 'auth.signin.failure');
  if (row.usu_ativo === 'N') return refused('UNAUTHORIZED_INACTIVE_USER', 'auth.signin.inactiveUser');
  if (Number(row.usu_bloqueado) === 1) return refused('UNAUTHORIZED_BLOCKED_USER', 'auth.signin.failurePasswordLimit');

  const user = decodeRow(modelByTable(deps.catalog, 'usuario'), row);
  const units = await unitsOf(db, user as unknown as UserIdentity);
  if (!isAdmin(user) && !units.length) return refused('UNAUTHORIZED_UNITS', 'auth.signin.unauthorized');

  await deleteExpiredSessions(db);
  const token = await createSession(db, user.id_usuario as number, deps.sessionTtlHours);
  return { ok: true, token, user, units, passwordHasNecessaryLength: [...password].length >= passwordMinimumLength };
}
