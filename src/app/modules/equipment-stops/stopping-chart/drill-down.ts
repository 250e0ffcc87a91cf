import type { ParetoDimension, StopView } from '../../../../domain/equipment-stops/stop-model.js';

/** The bar a user clicked: its dimension and key (null: stops without a motive). */
export interface DrillTarget {
  by: ParetoDimension;
  key: number | null;
  label: string;
}

/** The motive id the server can filter by; groups and "no motive" are filtered here. */
export const serverMotiveFilter = (target: DrillTarget): number | undefined => (target.by === 'motive' && target.key !== null ? target.key : undefined);

/** The counted stops of a bar, as the pareto counts them (annulled stops are not counted). */
export function stopsOfTarget(stops: readonly StopView[], target: DrillTarget): StopView[] {
  return stops.filter((stop) => {
    if (stop.status === 'annulled') return false;
    const key = target.by === 'motive' ? stop.id_motive : (stop.motive?.id_motive_group ?? null);
    return key === target.key;
  });
}
