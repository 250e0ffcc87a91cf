import type { TagStatusData } from '../../../../domain/dashboards/components/data/tag-status.js';
import type { WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { readTagReadings } from './tag-readings.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/** The tag status: each tag's latest value in the period, its time, limits and status (`tagStatus`), in the options' order. */
export const tagStatusData: WidgetDataProvider = async (ctx, options): Promise<TagStatusData> => {
  const readings = await readTagReadings(ctx, options.tags as number[], (options.period ?? 'last24h') as WidgetPeriod);
  return { tags: readings.map(({ reading }) => reading) };
};
