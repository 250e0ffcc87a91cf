import { bucketOfNormalized, normalizePeriod, type NormalizedPeriod, type PeriodInput } from '../consolidation/index.js';
import { DAY_MS, MINUTE_MS } from '../consolidation/local-time.js';
import type { OeeLevel } from '../equipment-stops/stop-model.js';

/** The periods a dashboard widget may show (a component's `period` option). */
export const WIDGET_PERIODS = ['currentShift', 'today', 'last24h', 'last7d'] as const;
export type WidgetPeriod = (typeof WIDGET_PERIODS)[number];

/** Epoch milliseconds, start included, end excluded. */
export interface TimeRange {
  from: number;
  to: number;
}

const ceilToMinute = (ms: number) => Math.ceil(ms / MINUTE_MS) * MINUTE_MS;

/**
 * The range of a widget's period at `now`, ending now (to the next whole minute): the unit's current
 * shift (the production day when no shift covers now), its production day, or the last 24 hours or 7 days.
 */
export function widgetRange(period: WidgetPeriod, now: number, unitPeriod: PeriodInput | NormalizedPeriod): TimeRange {
  const to = ceilToMinute(now);
  const normal = 'dayStartMin' in unitPeriod ? (unitPeriod as NormalizedPeriod) : normalizePeriod(unitPeriod);
  switch (period) {
    case 'currentShift':
      return { from: (bucketOfNormalized('T', now, normal) ?? bucketOfNormalized('D', now, normal)!).start, to };
    case 'today':
      return { from: bucketOfNormalized('D', now, normal)!.start, to };
    case 'last24h':
      return { from: to - DAY_MS, to };
    case 'last7d':
      return { from: to - 7 * DAY_MS, to };
  }
}

/** Hours for a shift or a day, days for a week: a handful of buckets either way. */
export const widgetLevel = (period: WidgetPeriod): OeeLevel => (period === 'last7d' ? 'day' : 'hour');
