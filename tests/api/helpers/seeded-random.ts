import { seededRandom as productSeededRandom } from '../../../src/domain/random/seeded-random.js';

/** The project's seeded generator (src/domain/random) with the fuzz runs' draws of odd text. */
export function seededRandom(seed: number) {
  const random = productSeededRandom(seed);
  const { int, pick } = random;
  const text = (maxLength = 12): string =>
    Array.from({ length: int(0, maxLength) }, () => String.fromCharCode(pick([int(32, 126), int(32, 126), int(0x00a0, 0x024f), int(0x4e00, 0x4e50)]))).join('');
  /** `base` with U+0000 at a random position. */
  const withNul = (base: string): string => {
    const at = int(0, base.length);
    return `${base.slice(0, at)}\u0000${base.slice(at)}`;
  };
  return { ...random, text, withNul };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
