import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { discoveryUrlOf } from '../../../domain/sso/sso-identity.js';

/** How long a provider's discovery document is trusted before it is read again. */
const discoveryTtlMs = 60 * 60 * 1000;
const fetchTimeoutMs = 5000;

interface CachedKeySet {
  keys: Promise<JWTVerifyGetKey>;
  expiresAt: number;
}

/**
 * A cache, not state: each API process reads the discovery document once an hour; jose keeps
 * the keys and reads them again when a token names a key it does not know (key rotation).
 */
const cache = new Map<string, CachedKeySet>();

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Keys read over plain HTTP could be swapped on the way: only a provider on this machine may use it. */
export function isSafeKeyAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  } catch {
    return false;
  }
}

async function discoverKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  if (!isSafeKeyAddress(issuer)) throw new Error(`the issuer ${issuer} is neither https nor on this machine`);
  const response = await fetch(discoveryUrlOf(issuer), { signal: AbortSignal.timeout(fetchTimeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const metadata = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // OpenID Connect Discovery 1.0, section 4.3: the document must name the issuer it was asked for.
  if (metadata.issuer !== issuer) throw new Error(`discovery of ${issuer} names another issuer`);
  if (typeof metadata.jwks_uri !== 'string' || !isSafeKeyAddress(metadata.jwks_uri)) throw new Error(`discovery of ${issuer} has no safe jwks_uri`);
  return createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: fetchTimeoutMs });
}

/** The published signing keys of an issuer; a failed discovery is not cached. */
export function keySetOf(issuer: string, now = Date.now()): Promise<JWTVerifyGetKey> {
  const cached = cache.get(issuer);
  if (cached && cached.expiresAt > now) return cached.keys;
  const keys = discoverKeySet(issuer);
  cache.set(issuer, { keys, expiresAt: now + discoveryTtlMs });
  keys.catch(() => {
    if (cache.get(issuer)?.keys === keys) cache.delete(issuer);
  });
  return keys;
}
