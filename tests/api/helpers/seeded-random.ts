/** mulberry32: a tiny seeded PRNG, so a fuzz run is the same run every time. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const chance = (p: number): boolean => next() < p;
  const text = (maxLength = 12): string =>
    Array.from({ length: int(0, maxLength) }, () => String.fromCharCode(pick([int(32, 126), int(32, 126), int(0x00a0, 0x024f), int(0x4e00, 0x4e50)]))).join('');
  /** `base` with U+0000 at a random position. */
  const withNul = (base: string): string => {
    const at = int(0, base.length);
    return `${base.slice(0, at)}\u0000${base.slice(at)}`;
  };
  return { next, int, pick, chance, text, withNul };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
