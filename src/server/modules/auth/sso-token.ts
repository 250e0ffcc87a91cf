import { decodeJwt, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { audienceMatches, issuerOf, type SsoSettings } from '../../../domain/sso/sso-identity.js';

/** Only public-key signatures: a token signed with a shared secret or unsigned is never trusted. */
const signatureAlgorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** Small clock differences between the provider and this server. */
export const clockToleranceSeconds = 30;

/** The claims of a token that is not a JWT at all are empty, so it matches no settings. */
export function unverifiedClaims(token: string): JWTPayload {
  try {
    return decodeJwt(token);
  } catch {
    return {};
  }
}

/**
 * The settings this token claims to come from (its issuer and audience), among those of the
 * client; only a hint for which keys to check it with, never trusted by itself.
 */
export function settingsForToken(candidates: readonly SsoSettings[], claims: JWTPayload): SsoSettings | undefined {
  return candidates.find((settings) => issuerOf(settings) === claims.iss && audienceMatches(claims.aud, settings.clientId));
}

/**
 * The verified claims of an identity token: signed by one of the issuer's published keys,
 * issued by that issuer to that client, not expired, and carrying the nonce the browser checked.
 */
export async function verifyIdentityToken(token: string, settings: SsoSettings, keys: JWTVerifyGetKey): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, keys, {
    issuer: issuerOf(settings),
    audience: settings.clientId,
    algorithms: signatureAlgorithms,
    requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    clockTolerance: clockToleranceSeconds,
  });
  return payload;
}
