import type { JWTVerifyGetKey } from 'jose';
import { identityNameOf, issuerOf } from '../../../domain/sso/sso-identity.js';
import type { Db } from '../../db/create-database.js';
import { hashToken } from './session-repository.js';
import { claimIdentityToken, findSsoUserRows, ssoSettingsOfClient } from './sso-repository.js';
import { clockToleranceSeconds, settingsForToken, unverifiedClaims, verifyIdentityToken } from './sso-token.js';

/** The body of `POST CAC/actions/loginADFS` (platform-core section 7), once its shape is checked. */
export interface SsoSignInRequest {
  /** The identity name the browser read from the token; must agree with the verified token. */
  username: string;
  /** The identity token (`id_token`) the provider returned to the browser. */
  id: string;
  /** The client code (`cli_codigo`) of the domain's settings the browser signed in with. */
  client: number;
}

/** Why a token was refused: logged for the administrator, never told to the caller. */
export type SsoRefusal = 'no-settings' | 'token-not-verified' | 'token-already-used' | 'no-identity-name' | 'username-mismatch' | 'no-single-user';

export type SsoIdentityCheck = { ok: true; userRow: Record<string, unknown> } | { ok: false; reason: SsoRefusal; detail?: string };

export interface SsoCheckDeps {
  db: Db;
  keySetOf: (issuer: string) => Promise<JWTVerifyGetKey>;
}

/**
 * The user an identity token signs in: the token must verify against the settings of the
 * client that match its issuer and audience, not have been used before, and name exactly one
 * user of that client.
 */
export async function checkIdentityToken(deps: SsoCheckDeps, request: SsoSignInRequest): Promise<SsoIdentityCheck> {
  const settings = settingsForToken(await ssoSettingsOfClient(deps.db, request.client), unverifiedClaims(request.id));
  if (!settings) return { ok: false, reason: 'no-settings' };
  let claims: Record<string, unknown>;
  try {
    claims = await verifyIdentityToken(request.id, settings, await deps.keySetOf(issuerOf(settings)));
  } catch (error) {
    return { ok: false, reason: 'token-not-verified', detail: (error as Error).message };
  }
  // Kept as long as the token could still pass the expiry check, tolerance included.
  const usableUntil = new Date((Number(claims.exp) + clockToleranceSeconds) * 1000);
  if (!(await claimIdentityToken(deps.db, hashToken(request.id), usableUntil))) {
    return { ok: false, reason: 'token-already-used' };
  }
  const name = identityNameOf(claims);
  if (!name) return { ok: false, reason: 'no-identity-name' };
  if (request.username.trim().toLowerCase() !== name.toLowerCase()) return { ok: false, reason: 'username-mismatch' };
  const rows = await findSsoUserRows(deps.db, settings.cli_codigo, name);
  if (rows.length !== 1) return { ok: false, reason: 'no-single-user' };
  return { ok: true, userRow: rows[0]! };
}
