import { HOUR_MS } from '../../../../domain/consolidation/local-time.js';
import { utcToWallTime } from '../shared/unit-time.js';

/**
 * A small CSV the import accepts: header `tag,timestamp,value`, a few hourly values of up to two
 * tags of the unit, timestamps without offset (read in the unit's time zone), '.' as decimal mark.
 */
export function sampleCsv(codes: readonly string[], now: number, timezone: string): string {
  const tags = codes.length ? codes.slice(0, 2) : ['TAG-CODE'];
  const lastHour = now - (now % HOUR_MS);
  const lines = ['tag,timestamp,value'];
  tags.forEach((code, t) => {
    for (let h = 2; h >= 0; h--) {
      const value = (10 * (t + 1) + (2 - h) * 0.5).toFixed(1);
      lines.push(`${code.includes(',') ? `"${code.replace(/"/g, '""')}"` : code},${utcToWallTime(timezone, lastHour - h * HOUR_MS)}:00,${value}`);
    }
  });
  return `${lines.join('\n')}\n`;
}

/** A link target that downloads the text as a CSV file, built in the browser. */
export const csvDataUrl = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
