/** Calendar days in the unit's time zone, as actions keep them (YYYY-MM-DD). */

/** The day `ms` falls on in `timeZone`, as YYYY-MM-DD. */
export function dayInZone(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
