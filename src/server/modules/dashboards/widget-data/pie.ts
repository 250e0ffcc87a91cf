import type { PieData } from '../../../../domain/dashboards/components/data/pie.js';
import { percentShares } from '../../../../domain/dashboards/components/summaries/shares.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { periodValues } from './period-values.js';
import { stopShares } from './stop-shares.js';
import { readSummaryTags, tagIdsOf } from './summary-tags.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/**
 * The pie: an event's stop time split as the treemap splits it (`stopShares`), or the split of the tags' period
 * values as their aggregation says (`periodValues`; a SUM tag's total), each positive value's share of their sum.
 */
export const pieData: WidgetDataProvider = async (ctx, options): Promise<PieData> => {
  if (options.source !== 'tags') return { source: 'stops', ...(await stopShares(ctx, options)) };
  const range = widgetRange((options.period ?? 'today') as WidgetPeriod, ctx.nowMs, ctx.period);
  const tags = await readSummaryTags(ctx, tagIdsOf(options));
  const values = await periodValues(ctx, tags, range);
  const shares = percentShares(values);
  return {
    source: 'tags',
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    total: values.reduce<number>((sum, value) => (value !== null && value > 0 ? sum + value : sum), 0),
    items: tags.map(({ facts }, i) => ({ ...facts, value: values[i] ?? null, share: shares[i] ?? null })),
  };
};
