import { createHash, randomBytes } from 'node:crypto';

/** Marks an API token among bearer values (sessions are bare base64url), so a leaked one is recognisable too. */
export const API_TOKEN_PREFIX = 'ptk_';

/** 256 random bits: nobody guesses one, so a plain SHA-256 is a safe stored form (see README). */
export function newTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export const looksLikeApiToken = (bearer: string): boolean => bearer.startsWith(API_TOKEN_PREFIX);

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
