import { normalizePeriod, type PeriodInput } from '../../domain/consolidation/index.js';

/** The unit's time zone from its period; UTC when the period is missing or invalid (the server's default period). */
export function unitTimeZone(period: PeriodInput | null | undefined): string {
  try {
    return normalizePeriod(period ?? {}).timezone;
  } catch {
    return 'UTC';
  }
}
