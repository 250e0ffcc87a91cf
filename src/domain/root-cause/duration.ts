/** Business modules §5: time fields are `HH:mm` or `HHH:mm` (hours 00–999, minutes 00–59). */
export const DURATION_PATTERN = '^[0-9]{2,3}:[0-5][0-9]$';

/** Minutes of a duration, or null when it is not `HH:mm` / `HHH:mm`. */
export function parseDuration(text: string): number | null {
  throw new Error(`not implemented ${text}`);
}

/** `HH:mm` up to 99 hours, `HHH:mm` above (at most 999:59). */
export function formatDuration(minutes: number): string {
  throw new Error(`not implemented ${minutes}`);
}
