import { passwordMinimumLength } from './password-policy.js';

/** Characters that are easy to tell apart when read aloud or copied by hand (no I/l/1, O/0). */
const kinds = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%&*?-_+='] as const;
const everyCharacter = kinds.join('');

/** Random 32-bit values in an array like the one given: `crypto.getRandomValues` unless a test passes its own. */
export type RandomFill = (values: Uint32Array<ArrayBuffer>) => Uint32Array;

const secureFill: RandomFill = (values) => globalThis.crypto.getRandomValues(values);

/** An unbiased index below `size`: values from the incomplete last block of 2^32 are drawn again. */
function randomIndex(size: number, fill: RandomFill): number {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  let value: number;
  do value = fill(new Uint32Array(1))[0]!;
  while (value >= limit);
  return value % size;
}

const pick = (from: string, fill: RandomFill) => from[randomIndex(from.length, fill)]!;

/**
 * A password for the "generate password" action: `length` characters (at least the policy's
 * minimum) with at least one upper-case letter, lower-case letter, digit and symbol.
 */
export function generatePassword(length = 16, fill: RandomFill = secureFill): string {
  const size = Math.max(length, passwordMinimumLength);
  const characters = kinds.map((kind) => pick(kind, fill));
  while (characters.length < size) characters.push(pick(everyCharacter, fill));
  // Fisher-Yates, so the guaranteed kinds are not always the first four characters.
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, fill);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}
