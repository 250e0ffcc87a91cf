/**
 * Timestamps travel in UTC as `YYYY-MM-DDTHH:mm:ss` with or without `Z` (platform-core section 9).
 * `new Date(text)` would read a zone-less text as local time, so it is read here as UTC.
 */

const pattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))?$/i;

/** Milliseconds since the epoch, or NaN for anything that is not such a timestamp (2027-02-30 included). */
export function parseUtcTimestamp(value: string | Date | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  const m = pattern.exec(value.trim());
  if (!m) return NaN;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  // Date.UTC rolls 30 February over to March and 24:00 to the next day; neither is a timestamp here.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || back.getUTCHours() !== hour || minute > 59 || second > 59) return NaN;
  const millis = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'));
  const offsetMinutes = m[9] ? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11])) : 0;
  return wall + millis - offsetMinutes * 60_000;
}

/** `YYYY-MM-DDTHH:mm:ssZ`, the form the server stores (`logbook_date`, chat `data`, `mov_dt_alerta`). */
export function toUtcTimestamp(date: Date | number): string {
  const t = typeof date === 'number' ? date : date.getTime();
  if (!Number.isFinite(t)) throw new RangeError('toUtcTimestamp: not a valid date');
  return `${new Date(t).toISOString().slice(0, 19)}Z`;
}
