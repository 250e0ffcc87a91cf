import type { EventManagerData, EventManagerStop } from '../../../../domain/dashboards/components/data/event-manager.js';
import { findMotives, findStops, type StopRow } from '../../equipment-stops/stop-repository.js';
import { isoOf } from '../../equipment-stops/stop-view.js';
import { STOP_TABLE } from '../../equipment-stops/stop-tables.js';
import { framesOfUnit } from './frame-of-unit.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/** The ids of the frame's latest `limit` stops (by start; the frame's unique (id_frame, start_ms) index serves it). */
async function latestStopIds(ctx: Parameters<WidgetDataProvider>[0], idFrame: number, limit: number, onlyOpen: boolean): Promise<number[]> {
  let query = ctx.db.selectFrom(STOP_TABLE).select('id_stop').where('id_elemento', '=', ctx.unit).where('id_frame', '=', idFrame);
  if (onlyOpen) query = query.where('status', '=', 'open');
  const rows = await query.orderBy('start_ms', 'desc').orderBy('id_stop', 'desc').limit(limit).execute();
  return rows.map((row) => Number(row.id_stop));
}

/**
 * The latest stops of an event (all of them, or only the open ones), newest first, with their state, their
 * duration up to now while open, and whether they still need a motive (none yet and not annulled).
 */
export const eventManagerData: WidgetDataProvider = async (ctx, options): Promise<EventManagerData> => {
  const [frame] = await framesOfUnit(ctx.db, ctx.unit, [Number(options.id_frame)]);
  const ids = await latestStopIds(ctx, frame!.id_frame, Number(options.max_rows ?? 10), options.only_open === true);
  const stops = (await findStops(ctx.db, ids, ctx.unit)).sort((a, b) => b.start - a.start || b.id_stop - a.id_stop);
  const motives = new Map(
    (
      await findMotives(
        ctx.db,
        stops.flatMap((stop) => (stop.id_motive === null ? [] : [stop.id_motive])),
      )
    ).map((motive) => [motive.id_motive, motive]),
  );
  const view = (stop: StopRow): EventManagerStop => {
    const motive = stop.id_motive === null ? undefined : motives.get(stop.id_motive);
    return {
      id_stop: stop.id_stop,
      start: isoOf(stop.start)!,
      end: isoOf(stop.end),
      durationMs: Math.max(0, (stop.end ?? ctx.nowMs) - stop.start),
      status: stop.status,
      consistency: stop.consistency,
      motive: motive ? { code: motive.code, description: motive.description, color: motive.color || null } : null,
      needsMotive: stop.id_motive === null && stop.status !== 'annulled',
    };
  };
  return { frame: frame!, stops: stops.map(view) };
};
