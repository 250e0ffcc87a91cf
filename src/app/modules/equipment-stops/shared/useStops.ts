import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { useAsyncData, type AsyncData } from '../../data-entry/shared/useAsyncData.js';
import { fetchStops, type StopsFilter } from './stops-api.js';

/** The stops of a frame (or all frames) in a period with filters; `filter` null loads nothing. `reload` asks again. */
export function useStops(filter: StopsFilter | null): AsyncData<StopView[]> {
  const key = filter && JSON.stringify(filter);
  return useAsyncData(key, () => (filter ? fetchStops(filter) : Promise.resolve([])));
}
