import { useHttpClient } from '../../../data/useHttpClient.js';
import { DAY_MS, fetchRawSeries, type SeriesPoint } from '../shared/series-api.js';
import { useAsyncData } from '../shared/useAsyncData.js';

const lookBackDays = 7;
export const recentRows = 10;

/** The tag's latest stored values of the last 7 days, newest first. */
export function useRecentValues(idTag: number | undefined) {
  const http = useHttpClient();
  const { data, loading, error, reload } = useAsyncData(idTag === undefined ? null : String(idTag), async () => {
    const now = Date.now();
    const [series] = await fetchRawSeries(http, [idTag!], now - lookBackDays * DAY_MS, now + DAY_MS, 500);
    const points = (series?.points ?? []).filter((point): point is SeriesPoint & { v: number } => point.v !== null);
    return { points: points.slice(-recentRows).reverse(), total: points.length };
  });
  return { points: data?.points ?? [], total: data?.total ?? 0, loading, failed: error !== undefined, reload };
}
