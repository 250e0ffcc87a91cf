import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StopConsistency, StopStatus } from '../../../../domain/equipment-stops/stop-model.js';
import type { EditableRange } from '../../analysis/PeriodPicker.js';
import { isValidRange, shortcutRange } from '../../analysis/period-shortcuts.js';
import type { StopsFilter } from '../shared/stops-api.js';

export interface StoppingPointFilters {
  idFrame: number | null;
  range: EditableRange;
  status: StopStatus | '';
  consistency: StopConsistency | '';
  idMotive: number | null;
}

/** The page's question: the frame kept in the address (`?idFrame=`), the period (last 24 h at first), and the filters. */
export function useStoppingPointFilters(timezone: string) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('idFrame'));
  const idFrame = Number.isInteger(raw) && raw > 0 ? raw : null;
  const [range, setRange] = useState<EditableRange>(() => shortcutRange('last24h', Date.now(), timezone));
  const [status, setStatus] = useState<StopStatus | ''>('');
  const [consistency, setConsistency] = useState<StopConsistency | ''>('');
  const [idMotive, setMotive] = useState<number | null>(null);
  const setFrame = useCallback(
    (id: number | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id === null) next.delete('idFrame');
          else next.set('idFrame', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const filters: StoppingPointFilters = { idFrame, range, status, consistency, idMotive };
  const query: StopsFilter | null =
    idFrame !== null && isValidRange(range)
      ? { idFrame, range, status: status || undefined, consistency: consistency || undefined, idMotive: idMotive ?? undefined }
      : null;
  return { filters, query, setFrame, setRange, setStatus, setConsistency, setMotive };
}
