import type { Database } from '../../db/create-database.js';
import { decodeRow } from '../../db/row-codec.js';
import type { EntityRecord } from '../entities/entity-reads.js';
import { createSession, deleteExpiredSessions } from './session-repository.js';
import { isAdmin, unitsOf, type UserIdentity } from '../access/user-access-repository.js';
import { contractStatusOf } from '../contract/contract-status.js';
import { modelByTable } from '../../core/core-models.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import { refused, type SignInResult } from './sign-in-result.js';

export interface SignInDeps {
  database: Database;
  catalog: ModelCatalog;
  sessionTtlHours: number;
}

export interface CompleteSignInOptions {
  /** False when the password just used is shorter than the policy asks (password sign-in only). */
  passwordHasNecessaryLength?: boolean;
  now?: Date;
}

/**
 * Everything after the identity is proven, shared by the password and the single sign-on
 * logins: an active user, with units, whose client has a contract, gets a new session.
 * `user` is the `usuario` row or record; it is decoded here, so a row with its hash is safe to pass.
 */
export async function completeSignIn(deps: SignInDeps, userRow: EntityRecord, options: CompleteSignInOptions = {}): Promise<SignInResult> {
  const { db } = deps.database;
  const user = decodeRow(modelByTable(deps.catalog, 'usuario'), userRow);
  const now = options.now ?? new Date();
  if (user.usu_ativo === 'N') return refused('UNAUTHORIZED_INACTIVE_USER');
  const identity = user as unknown as UserIdentity;
  const units = await unitsOf(db, identity);
  if (!isAdmin(user) && !units.length) return refused('UNAUTHORIZED_UNITS');
  // EXPIRED still signs in: the app sends the user to /expired to renew.
  if ((await contractStatusOf(db, identity.cli_codigo, now)).status === 'UNCONTRATED') return refused('UNCONTRATED_UNITS');

  await deleteExpiredSessions(db, now);
  const token = await createSession(db, identity.id_usuario, deps.sessionTtlHours, now);
  return { ok: true, token, user, units, passwordHasNecessaryLength: options.passwordHasNecessaryLength ?? true };
}
