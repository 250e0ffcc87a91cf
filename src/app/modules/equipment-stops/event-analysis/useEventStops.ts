import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import type { TimeRange } from '../../analysis/series-types.js';
import { useStops } from '../shared/useStops.js';
import { stopBands } from './stop-bands.js';

/** The chosen frames' stops of the period (one call for all frames) and their bands on the chart. */
export function useEventStops(frames: readonly number[], range: TimeRange | null) {
  const { palette } = useTheme();
  const one = frames.length === 1 ? frames[0] : undefined;
  const query = useStops(range && frames.length ? { idFrame: one, range } : null);
  return useMemo(() => {
    const chosen = new Set(frames);
    const stops = (query.data ?? []).filter((stop) => chosen.has(stop.id_frame));
    const bands = range ? stopBands(stops, frames, range, palette.grey[500]) : [];
    return { query, stops, bands };
  }, [query, frames, range, palette.grey]);
}
