/** Numbers and instants as the user's language writes them; instants on the unit's wall clock. */
export function formatValue(locale: string, value: number, decimals: number): string {
  const digits = Math.min(Math.max(Math.trunc(decimals), 0), 6);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

const dateTimeOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };

export function formatInstant(locale: string, timezone: string, instant: string | number, seconds = false): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const options = { ...dateTimeOptions, ...(seconds ? { second: '2-digit' as const } : {}) };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  }
}
