import type { SeriesLimits } from '../../series/series-answer.js';
import { tagStatus, type ValueStatus } from './tag-status.js';
import type { ValueScale } from './value-scale.js';

/** A stretch of a scale and the status every value in it has. */
export interface StatusBand {
  from: number;
  to: number;
  status: ValueStatus;
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The scale cut at the tag's specification and action-plan limits, each piece with the status `tagStatus` gives
 * the values in it (the status changes only at a limit, so its midpoint speaks for it); neighbours with the same
 * status merged. No limits: no bands. So a band's colour is exactly the colour a value there gets.
 */
export function statusBands(limits: SeriesLimits, scale: ValueScale): StatusBand[] {
  const cuts = [limits.spec_low, limits.spec_high, limits.action_low, limits.action_high].filter(finite);
  if (cuts.length === 0 || !(scale.max > scale.min)) return [];
  const edges = [...new Set([scale.min, ...cuts.filter((cut) => cut > scale.min && cut < scale.max), scale.max])].sort((a, b) => a - b);
  const bands: StatusBand[] = [];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const from = edges[i]!;
    const to = edges[i + 1]!;
    const status = tagStatus((from + to) / 2, limits) as ValueStatus;
    const last = bands[bands.length - 1];
    if (last && last.status === status) last.to = to;
    else bands.push({ from, to, status });
  }
  return bands;
}
