/**
 * mulberry32: a tiny seeded generator, so demo data, benchmarks and fuzz runs are the same on every run.
 * Not for anything that must be unpredictable (passwords, tokens).
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  /** A number in [0, 1). */
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** A number in [min, max). */
  const between = (min: number, max: number): number => min + next() * (max - min);
  /** A whole number from min to max, both included. */
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const chance = (p: number): boolean => next() < p;
  return { next, between, int, pick, chance };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
