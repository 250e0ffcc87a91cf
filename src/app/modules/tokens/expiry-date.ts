import { wallDate, wallDayEnd } from '../../../domain/format/index.js';

/** The default expiry: 90 days from now, a plant calendar date. */
export const DEFAULT_TOKEN_DAYS = 90;

export const defaultExpiryDate = (timeZone: string, now = Date.now()): string => wallDate(timeZone, now + DEFAULT_TOKEN_DAYS * 86_400_000);

/** `YYYY-MM-DD` on the plant's calendar -> the UTC instant that day ends there; undefined for no date. */
export function expiryInstant(timeZone: string, date: string): string | undefined {
  const end = date ? wallDayEnd(timeZone, date) : undefined;
  return end === undefined ? undefined : new Date(end).toISOString();
}
