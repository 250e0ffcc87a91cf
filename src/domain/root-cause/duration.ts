/** Business modules §5: time fields are `HH:mm` or `HHH:mm` (hours 00–999, minutes 00–59). */
export const DURATION_PATTERN = '^[0-9]{2,3}:[0-5][0-9]$';

const durationRegExp = new RegExp(DURATION_PATTERN);

/** The largest duration `HHH:mm` holds: 999:59. */
export const DURATION_MAX_MINUTES = 999 * 60 + 59;

/** Minutes of a duration, or null when it is not `HH:mm` / `HHH:mm`. */
export function parseDuration(text: string): number | null {
  if (!durationRegExp.test(text)) return null;
  const [hours, minutes] = text.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** `HH:mm` up to 99 hours, `HHH:mm` above (at most 999:59). */
export function formatDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > DURATION_MAX_MINUTES) {
    throw new RangeError(`duration: ${minutes} minutes is not a whole number of minutes from 0 to ${DURATION_MAX_MINUTES}`);
  }
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
