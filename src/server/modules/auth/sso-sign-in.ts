import type { JWTVerifyGetKey } from 'jose';
import { decodeRow } from '../../db/row-codec.js';
import { completeSignIn, type SignInDeps } from './complete-sign-in.js';
import { modelByTable } from '../../core/core-models.js';
import { refused, type SignInResult } from './sign-in-result.js';
import { checkIdentityToken, type SsoRefusal, type SsoSignInRequest } from './sso-identity-check.js';

export type SsoSignInResult = SignInResult | { ok: false; reason: SsoRefusal; detail?: string };

export interface SsoSignInDeps extends SignInDeps {
  keySetOf: (issuer: string) => Promise<JWTVerifyGetKey>;
}

/**
 * `CAC/actions/loginADFS`: the provider proved who the person is, then the user goes through the
 * same checks and session as a password sign-in. A user blocked after failed password attempts
 * stays blocked here too, until an administrator unblocks it.
 */
export async function ssoSignIn(deps: SsoSignInDeps, request: SsoSignInRequest): Promise<SsoSignInResult> {
  const check = await checkIdentityToken({ db: deps.database.db, keySetOf: deps.keySetOf }, request);
  if (!check.ok) return check;
  const user = decodeRow(modelByTable(deps.catalog, 'usuario'), check.userRow);
  if (Number(user.usu_bloqueado) === 1) return refused('UNAUTHORIZED_PASSWORD_LIMIT');
  return completeSignIn(deps, user);
}
