import { useCallback, useMemo, useState } from 'react';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';

export interface StopSelection {
  /** The chosen stops still in the list, in the list's order. */
  chosen: StopView[];
  isChosen: (idStop: number) => boolean;
  toggle: (idStop: number) => void;
  /** Chooses every selectable stop, or none when all are chosen. */
  toggleAll: () => void;
  allChosen: boolean;
  clear: () => void;
}

/** Check boxes over a list of stops: a stop that leaves the list (reload, filter) leaves the choice too. */
export function useStopSelection(stops: readonly StopView[], selectable: (stop: StopView) => boolean = () => true): StopSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const candidates = useMemo(() => stops.filter(selectable), [stops, selectable]);
  const chosen = useMemo(() => candidates.filter((stop) => ids.has(stop.id_stop)), [candidates, ids]);
  const allChosen = candidates.length > 0 && chosen.length === candidates.length;
  const toggle = useCallback(
    (idStop: number) =>
      setIds((previous) => {
        const next = new Set(previous);
        if (!next.delete(idStop)) next.add(idStop);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(() => setIds(allChosen ? new Set() : new Set(candidates.map((stop) => stop.id_stop))), [allChosen, candidates]);
  const clear = useCallback(() => setIds(new Set()), []);
  return { chosen, isChosen: (idStop) => ids.has(idStop) && candidates.some((stop) => stop.id_stop === idStop), toggle, toggleAll, allChosen, clear };
}
