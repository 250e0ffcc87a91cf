/**
 * Single sign-on rules shared by the sign-in screen and the API, so both read a
 * domain's settings and an identity token the same way.
 */

/** A domain's single sign-on settings, as `GET ADFS/queries/DOMAIN` answers them (platform-core section 3). */
export interface SsoSettings {
  instance: string;
  tenant?: string | null;
  clientId: string;
  cli_codigo: number;
}

/**
 * The provider's issuer: the instance URL, with a `{tenant}` placeholder replaced by the
 * tenant (`https://login.microsoftonline.com/{tenant}/v2.0`); without one, the instance as written.
 */
export function issuerOf(settings: Pick<SsoSettings, 'instance' | 'tenant'>): string {
  const instance = settings.instance.trim();
  const tenant = settings.tenant?.trim();
  return tenant ? instance.replaceAll('{tenant}', encodeURIComponent(tenant)) : instance;
}

/** Where OpenID Connect Discovery publishes the provider's metadata for an issuer. */
export function discoveryUrlOf(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/** The claims, in order of preference, that name the person: ADFS sends `upn`, Entra ID and most others `preferred_username`. */
export const identityNameClaims = ['preferred_username', 'upn', 'email', 'unique_name'] as const;

/** The name the identity token gives the person, matched to a user's login or e-mail; undefined when it names no one. */
export function identityNameOf(claims: Record<string, unknown>): string | undefined {
  for (const claim of identityNameClaims) {
    const value = claims[claim];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/** True when the token was issued to this client: `aud` is, or contains, the client id. */
export function audienceMatches(aud: unknown, clientId: string): boolean {
  return typeof aud === 'string' ? aud === clientId : Array.isArray(aud) && aud.includes(clientId);
}
