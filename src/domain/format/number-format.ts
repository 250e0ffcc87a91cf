/** How many decimals a number shows: exactly `decimals`, at most `maxDecimals`, or a compact axis label. */
export interface NumberOptions {
  decimals?: number;
  maxDecimals?: number;
  compact?: boolean;
  /** Thousands separators as the language groups them (default); false for none. */
  grouping?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();
const clampDecimals = (n: number) => Math.min(Math.max(Math.trunc(n), 0), 6);

function numberFormat(locale: string, options: NumberOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    const intl: Intl.NumberFormatOptions = options.compact
      ? { notation: 'compact', maximumSignificantDigits: 4 }
      : options.decimals !== undefined
        ? { minimumFractionDigits: clampDecimals(options.decimals), maximumFractionDigits: clampDecimals(options.decimals) }
        : { maximumFractionDigits: clampDecimals(options.maxDecimals ?? 6) };
    // The language's own grouping rule: es-ES writes 1234,5 but 12.345,6.
    format = new Intl.NumberFormat(locale, options.grouping === false ? { ...intl, useGrouping: false } : intl);
    formats.set(key, format);
  }
  return format;
}

/** A number as the user's language writes it (decimal comma, thousands separators); '' for no number. */
export function formatNumber(locale: string, value: number | null | undefined, options: NumberOptions = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return numberFormat(locale, options).format(value);
}
