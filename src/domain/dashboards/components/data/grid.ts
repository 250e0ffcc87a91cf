import type { TagReading } from './tag-reading.js';

export interface GridStopRow {
  id_stop: number;
  start: string;
  end: string | null;
  /** Up to the request's instant while the stop is open. */
  durationMs: number;
  motive: { code: string; description: string; color: string | null } | null;
}

/** The grid's data (server: widget-data/grid.ts; app: components/grid/): each tag's latest value, or an event's latest stops. */
export type GridData =
  { source: 'tags'; rows: TagReading[] } | { source: 'events'; frame: { id_frame: number; code: string; description: string }; rows: GridStopRow[] };
