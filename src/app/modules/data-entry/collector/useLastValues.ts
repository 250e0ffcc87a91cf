import { useHttpClient } from '../../../data/useHttpClient.js';
import { DAY_MS, fetchRawSeries, lastPoint, type SeriesPoint } from '../shared/series-api.js';
import { useAsyncData } from '../shared/useAsyncData.js';

const lookBackDays = 30;

/** The last stored value of each tag over the last days (raw series, a few points per tag). */
export function useLastValues(tagIds: readonly number[]) {
  const http = useHttpClient();
  const { data, loading, error, reload } = useAsyncData(tagIds.length ? tagIds.join(',') : null, async () => {
    const now = Date.now();
    const series = await fetchRawSeries(http, tagIds, now - lookBackDays * DAY_MS, now + DAY_MS, 40);
    return new Map(series.map((one) => [one.id_tag, lastPoint(one)] as const));
  });
  return { last: data ?? new Map<number, SeriesPoint | undefined>(), loading, failed: error !== undefined, reload };
}
