/** A contract end date (`YYYY-MM-DD`, a UTC calendar day) as the locale writes a date, e.g. 31/12/2027. */
export function formatContractDate(endDate: string | null | undefined, locale: string): string {
  if (!endDate) return '';
  const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${endDate}T00:00:00Z`));
}
