import { isTokenForbiddenMenu, type TokenScope } from '../../../domain/access/api-token-scopes.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';

/** A token as the create form sends it, once checked. */
export interface TokenInput {
  name: string;
  scopes: TokenScope[];
  expiresAt: string;
}

export const TOKEN_NAME_MAX = 100;
export const TOKEN_SCOPES_MAX = 200;
/** Long-lived integration tokens are a risk: two years at most, then a new one. */
export const TOKEN_LIFETIME_MAX_DAYS = 731;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function nameError(name: unknown): FieldErrors[string] | undefined {
  if (typeof name !== 'string' || name.trim() === '') return { key: 'global.labels.requiredField' };
  if (name.trim().length > TOKEN_NAME_MAX) return { key: 'global.labels.maxLengthExceeded', args: { max: TOKEN_NAME_MAX } };
  return undefined;
}

/** Each scope names a grantable page once, with read and/or write, and nothing the creator lacks. */
function scopesError(scopes: unknown, grantable: ReadonlySet<string>, creatorHolds: (scope: TokenScope) => boolean) {
  if (!Array.isArray(scopes) || scopes.length === 0) return { key: 'tokens.errors.scopesRequired' };
  if (scopes.length > TOKEN_SCOPES_MAX) return { key: 'validation.maxItems', args: { max: TOKEN_SCOPES_MAX } };
  const seen = new Set<string>();
  for (const scope of scopes) {
    if (!isRecord(scope) || typeof scope.menu_id !== 'string' || typeof scope.read !== 'boolean' || typeof scope.write !== 'boolean') {
      return { key: 'tokens.errors.scopeShape' };
    }
    if (isTokenForbiddenMenu(scope.menu_id)) return { key: 'tokens.errors.scopeForbidden', args: { menu: scope.menu_id } };
    if (!grantable.has(scope.menu_id) || seen.has(scope.menu_id)) return { key: 'tokens.errors.scopeUnknown', args: { menu: scope.menu_id } };
    if (!scope.read && !scope.write) return { key: 'tokens.errors.scopeEmpty', args: { menu: scope.menu_id } };
    if (!creatorHolds(scope as unknown as TokenScope)) return { key: 'tokens.errors.scopeBeyondCreator', args: { menu: scope.menu_id } };
    seen.add(scope.menu_id);
  }
  return undefined;
}

/** The problem of an expiry (an ISO instant, in the future, within the longest lifetime), if any. */
export function expiryError(expiresAt: unknown, now: Date) {
  if (typeof expiresAt !== 'string' || expiresAt.trim() === '') return { key: 'global.labels.requiredField' };
  const time = Date.parse(expiresAt);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(expiresAt) || Number.isNaN(time)) return { key: 'validation.format.dateTime' };
  if (time <= now.getTime()) return { key: 'tokens.errors.expiryPast' };
  if (time > now.getTime() + TOKEN_LIFETIME_MAX_DAYS * 86_400_000) return { key: 'tokens.errors.expiryTooFar', args: { days: TOKEN_LIFETIME_MAX_DAYS } };
  return undefined;
}

/** The create body, or the errors of its fields (`name`, `scopes`, `expires_at`). */
export function parseTokenInput(
  body: unknown,
  grantable: ReadonlySet<string>,
  creatorHolds: (scope: TokenScope) => boolean,
  now = new Date(),
): { input: TokenInput } | { errors: FieldErrors } {
  const raw = isRecord(body) ? body : {};
  const errors: FieldErrors = {};
  const name = nameError(raw.name);
  if (name) errors.name = name;
  const scopes = scopesError(raw.scopes, grantable, creatorHolds);
  if (scopes) errors.scopes = scopes;
  const expiry = expiryError(raw.expires_at, now);
  if (expiry) errors.expires_at = expiry;
  if (Object.keys(errors).length) return { errors };
  const cleanScopes = (raw.scopes as TokenScope[]).map(({ menu_id, read, write }) => ({ menu_id, read, write }));
  return { input: { name: (raw.name as string).trim(), scopes: cleanScopes, expiresAt: new Date(Date.parse(raw.expires_at as string)).toISOString() } };
}
