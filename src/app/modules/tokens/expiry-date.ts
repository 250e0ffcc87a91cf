import { wallDate, wallDayEnd } from '../../../domain/format/index.js';

/** The default expiry: 90 days from now, a plant calendar date. */
export const DEFAULT_TOKEN_DAYS = 90;

/** A dashboard link (TV link, iframe export) lives a year unless told: a wall screen or a host page should not go blank every quarter. */
export const DEFAULT_LINK_DAYS = 365;

export const defaultExpiryDate = (timeZone: string, now = Date.now(), days = DEFAULT_TOKEN_DAYS): string => wallDate(timeZone, now + days * 86_400_000);

/** `YYYY-MM-DD` on the plant's calendar -> the UTC instant that day ends there; undefined for no date. */
export function expiryInstant(timeZone: string, date: string): string | undefined {
  const end = date ? wallDayEnd(timeZone, date) : undefined;
  return end === undefined ? undefined : new Date(end).toISOString();
}
