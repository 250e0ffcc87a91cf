import { useCallback, useMemo, useState } from 'react';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { fetchStops, type StopsFilter } from '../shared/stops-api.js';

interface StopsAnswer {
  stops: StopView[];
  /** When the answer came: open stops and the running time are measured up to it. */
  now: number;
}

/**
 * The stops of the question, with the stops the server just answered put in place at once (a motive
 * chosen, a stop annulled), so classifying many stops does not wait for the whole list again.
 */
export function useStopRows(filter: StopsFilter | null) {
  const query = useAsyncData<StopsAnswer>(filter && JSON.stringify(filter), async () => ({ stops: await fetchStops(filter!), now: Date.now() }));
  const [changed, setChanged] = useState<{ answer: StopsAnswer | undefined; byId: ReadonlyMap<number, StopView> }>({ answer: undefined, byId: new Map() });
  // Rows changed belong to the answer they were changed in; a new answer of the server replaces them.
  const byId = changed.answer === query.data ? changed.byId : undefined;
  const rows = useMemo(
    () => (query.data && byId?.size ? query.data.stops.map((stop) => byId.get(stop.id_stop) ?? stop) : query.data?.stops),
    [query.data, byId],
  );
  const put = useCallback(
    (stop: StopView) =>
      setChanged((previous) => {
        const base = previous.answer === query.data ? previous.byId : new Map<number, StopView>();
        return { answer: query.data, byId: new Map(base).set(stop.id_stop, stop) };
      }),
    [query.data],
  );
  return { query, rows, now: query.data?.now ?? 0, put };
}
