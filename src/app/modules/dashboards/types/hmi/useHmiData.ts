import { useAsyncData } from '../../../data-entry/shared/useAsyncData.js';
import { useEmbedAuth } from '../../embed/EmbedAuth.js';
import { useWidgetRefresh } from '../../modes/DashboardRefresh.js';
import { fetchHmiData, type HmiReading } from './hmi-data-api.js';

const none: HmiReading[] = [];

/**
 * The readings of an HMI tab's points, read again every refresh delay of the dashboard (each good load told to the
 * stale-data banner, as a widget's); `version` reads them again at once (after the points were saved). With the
 * session, or on a dashboard link with its token (EmbedAuth.tsx).
 */
export function useHmiData(idTab: number, version: number) {
  const auth = useEmbedAuth();
  const query = useAsyncData(`${idTab}|${version}`, () => fetchHmiData(idTab, auth));
  useWidgetRefresh(query);
  return { readings: query.data?.data.points ?? none, loading: query.loading, error: query.error };
}
