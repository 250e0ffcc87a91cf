const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface EffectAge {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
}

/** How long an effect has been open, in the largest whole unit (under an hour in minutes, under a day in hours); never negative. */
export function effectAge(createdAt: string, now: number): EffectAge | undefined {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return undefined;
  const elapsed = Math.max(0, now - created);
  if (elapsed < HOUR_MS) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'days', count: Math.floor(elapsed / DAY_MS) };
}
