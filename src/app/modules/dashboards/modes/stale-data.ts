/**
 * The stale-data rule of the TV mode: a widget's data is stale once its last good load is older than
 * twice the dashboard's refresh delay (one missed refresh is forgiven). Answers the oldest such load,
 * the "since" of the banner, or null when every widget is fresh or the dashboard does not refresh.
 */
export function staleSince(loadedAt: Iterable<number>, refreshSeconds: number, now: number): number | null {
  if (!(refreshSeconds > 0)) return null;
  const limit = now - 2 * refreshSeconds * 1000;
  let oldest: number | null = null;
  for (const at of loadedAt) if (at < limit && (oldest === null || at < oldest)) oldest = at;
  return oldest;
}
