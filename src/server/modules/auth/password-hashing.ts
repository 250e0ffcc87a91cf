import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against `hash`, or against a throw-away hash when there is none, so an unknown
 * login costs the same time as a wrong password and logins cannot be discovered by timing.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  const target = hash ?? (await (dummyHash ??= hashPassword(randomBytes(24).toString('base64'))));
  try {
    const matches = await argon2.verify(target, password);
    return hash !== undefined && matches;
  } catch {
    return false;
  }
}
