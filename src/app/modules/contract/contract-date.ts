import { formatCalendarDate } from '../../../domain/format/index.js';

/** A contract end date (`YYYY-MM-DD`, a UTC calendar day) as the locale writes a date, e.g. 31/12/2027. */
export function formatContractDate(endDate: string | null | undefined, locale: string): string {
  return endDate ? formatCalendarDate(locale, endDate) : '';
}
