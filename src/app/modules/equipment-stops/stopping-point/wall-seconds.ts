import { utcToWallTime } from '../../../../domain/format/index.js';

/** `YYYY-MM-DDTHH:mm:ss` on the unit's wall clock (a datetime-local input with seconds); zones are whole minutes apart. */
export function wallTimeWithSeconds(timezone: string, ms: number): string {
  const seconds = Math.floor((((ms % 60_000) + 60_000) % 60_000) / 1000);
  return `${utcToWallTime(timezone, ms)}:${String(seconds).padStart(2, '0')}`;
}
