import type { TreemapData } from '../../../../domain/dashboards/components/data/treemap.js';
import { stopShares } from './stop-shares.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/** The treemap: an event's stop time over the period by motive, motive group or loss category (`stopShares`). */
export const treemapData: WidgetDataProvider = (ctx, options): Promise<TreemapData> => stopShares(ctx, options);
