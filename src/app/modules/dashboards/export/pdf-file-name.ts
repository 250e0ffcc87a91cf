import { wallDate } from '../../../../domain/format/index.js';

/** Characters no file system on the users' machines accepts in a name (Windows' reserved set), and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const unsafe = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;

/**
 * `<dashboard>-<yyyy-mm-dd>.pdf`: the dashboard's title made safe for a file name (what a name cannot hold becomes a space), and the day of
 * `nowMs` on the unit's calendar (`timeZone`), so a PDF made just after midnight there carries that day.
 */
export function pdfFileName(title: string, nowMs: number, timeZone: string): string {
  const base =
    title
      .replace(unsafe, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+|\.+$/g, '') || 'dashboard';
  return `${base}-${wallDate(timeZone, nowMs)}.pdf`;
}
