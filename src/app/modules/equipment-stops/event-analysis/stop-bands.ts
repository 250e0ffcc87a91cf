import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { TimeRange } from '../../analysis/series-types.js';

/** A stop drawn over the trend: its time on the chart's axis (UTC ms) and its motive's colour. */
export interface StopBand {
  idStop: number;
  idFrame: number;
  x1: number;
  x2: number;
  color: string;
  /** The motive's code and description, or null for a stop without one. */
  motive: string | null;
}

/** One entry of the bands' legend: a motive (or none) and its colour. */
export interface BandLegendItem {
  motive: string | null;
  color: string;
}

/**
 * The chosen frames' stops as bands inside the period: an open stop runs as long as the server counted
 * (its duration up to the answer), each is cut to the
 * period, and annulled stops are left out (they are not counted anywhere).
 */
export function stopBands(stops: readonly StopView[], frames: readonly number[], range: TimeRange, noMotiveColor: string): StopBand[] {
  const chosen = new Set(frames);
  return stops
    .filter((stop) => chosen.has(stop.id_frame) && stop.status !== 'annulled')
    .map((stop) => ({
      idStop: stop.id_stop,
      idFrame: stop.id_frame,
      x1: Math.max(range.from, Date.parse(stop.start)),
      x2: Math.min(range.to, stop.end ? Date.parse(stop.end) : Date.parse(stop.start) + stop.durationMs),
      color: stop.motive?.color || noMotiveColor,
      motive: stop.motive ? `${stop.motive.code} – ${stop.motive.description}` : null,
    }))
    .filter((band) => band.x2 > band.x1)
    .sort((a, b) => a.x1 - b.x1);
}

/** The motives of the bands once each, in order of first appearance. */
export function bandLegend(bands: readonly StopBand[]): BandLegendItem[] {
  const seen = new Map<string | null, BandLegendItem>();
  for (const band of bands) if (!seen.has(band.motive)) seen.set(band.motive, { motive: band.motive, color: band.color });
  return [...seen.values()];
}
