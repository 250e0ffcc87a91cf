import type { StopAnalysis, StopView } from '../../../domain/equipment-stops/stop-model.js';
import type { Db } from '../../db/create-database.js';
import { analysesOfSources } from '../root-cause/source-analyses.js';
import { findMotives, type MotiveRow, type StopRow } from './stop-repository.js';

export const isoOf = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** A stored stop as the routes answer it (stop-model.ts), its duration up to `now` while open. */
export function stopView(stop: StopRow, motive: MotiveRow | undefined, analysis: StopAnalysis | undefined, now: number): StopView {
  return {
    id_stop: stop.id_stop,
    id_frame: stop.id_frame,
    start: isoOf(stop.start)!,
    end: isoOf(stop.end),
    durationMs: Math.max(0, (stop.end ?? now) - stop.start),
    status: stop.status,
    origin: stop.origin,
    consistency: stop.consistency,
    reproved: stop.reproved,
    id_motive: stop.id_motive,
    motive: motive
      ? {
          id_motive: motive.id_motive,
          code: motive.code,
          description: motive.description,
          color: motive.color,
          loss_category: motive.loss_category,
          id_motive_group: motive.id_motive_group,
        }
      : null,
    comment: stop.comment,
    complements: stop.complements,
    integration_error: stop.integration_error,
    split_from: stop.split_from,
    version: stop.version,
    analysis: analysis ?? null,
  };
}

/** Stops as views, their motives and their root-cause analyses read once. */
export async function stopViews(db: Db, stops: readonly StopRow[], now = Date.now()): Promise<StopView[]> {
  const motives = await findMotives(
    db,
    stops.flatMap((stop) => (stop.id_motive === null ? [] : [stop.id_motive])),
  );
  const analyses = await analysesOfSources(
    db,
    'id_stop',
    stops.map((stop) => stop.id_stop),
  );
  const byId = new Map(motives.map((motive) => [motive.id_motive, motive]));
  return stops.map((stop) => stopView(stop, stop.id_motive === null ? undefined : byId.get(stop.id_motive), analyses.get(stop.id_stop), now));
}
