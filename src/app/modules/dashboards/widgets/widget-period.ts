import { bucketOf, type PeriodInput } from '../../../../domain/consolidation/index.js';
import { MINUTE_MS } from '../../../../domain/consolidation/local-time.js';
import type { OeeLevel } from '../../../../domain/equipment-stops/stop-model.js';
import { shortcutRange } from '../../analysis/period-shortcuts.js';
import type { TimeRange } from '../../analysis/series-types.js';

/** The periods a dashboard widget may show (the widget schema's `period`). */
export type WidgetPeriod = 'currentShift' | 'today' | 'last24h' | 'last7d';

const ceilToMinute = (ms: number) => Math.ceil(ms / MINUTE_MS) * MINUTE_MS;

/**
 * The range of a widget's period at `now`, ending now (to the next whole minute): the unit's current
 * shift (the production day when no shift covers now), its production day, or the last 24 hours or 7 days.
 */
export function widgetRange(period: WidgetPeriod, now: number, unitPeriod: PeriodInput): TimeRange {
  const to = ceilToMinute(now);
  switch (period) {
    case 'currentShift':
      return { from: (bucketOf('T', now, unitPeriod) ?? bucketOf('D', now, unitPeriod)).start, to };
    case 'today':
      return { from: bucketOf('D', now, unitPeriod).start, to };
    case 'last24h':
    case 'last7d':
      return shortcutRange(period, now, unitPeriod.timezone ?? 'UTC');
  }
}

/** Hours for a shift or a day, days for a week: a handful of buckets either way. */
export const widgetLevel = (period: WidgetPeriod): OeeLevel => (period === 'last7d' ? 'day' : 'hour');
