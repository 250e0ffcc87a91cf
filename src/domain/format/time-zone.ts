const known = new Map<string, boolean>();

/** Whether the runtime knows the IANA zone (`America/Sao_Paulo` yes, `Mars/Base` no). */
export function isKnownTimeZone(timeZone: string): boolean {
  let ok = known.get(timeZone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(timeZone, ok);
  }
  return ok;
}

/** The UTC offset of `timeZone` at an instant as `GMT-03:00` (`GMT` for UTC itself). */
export function zoneOffset(timeZone: string, instant: number): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}

/** The zone as shown beside times: `America/Sao_Paulo (GMT-03:00)`, or `UTC`. Its offset at `instant` (DST aware). */
export function zoneLabel(timeZone: string, instant: number): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  return `${zone} (${zoneOffset(zone, instant)})`;
}
