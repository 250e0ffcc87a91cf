import { toUtcIso, wallDate, wallDayEnd, wallDayStart } from '../../../domain/format/index.js';

/**
 * A day filter on the plant's calendar: the date input shows `YYYY-MM-DD` and the filter sends the UTC
 * instant the plant day starts (`gte`) or ends (`lte`), so "8 March" means 8 March at the plant.
 */
export function plantDayBound(timeZone: string, bound: 'gte' | 'lte') {
  return {
    parse: (date: string | null | undefined): string | null => {
      if (!date) return null;
      const instant = bound === 'gte' ? wallDayStart(timeZone, date) : wallDayEnd(timeZone, date);
      if (instant === undefined) return null;
      return bound === 'gte' ? toUtcIso(instant) : new Date(instant).toISOString();
    },
    format: (value: string | null | undefined): string => {
      if (!value) return '';
      const instant = Date.parse(value);
      return Number.isNaN(instant) ? value : wallDate(timeZone, instant);
    },
  };
}
