import type { GridData, GridStopRow } from '../../../../domain/dashboards/components/data/grid.js';
import { DAY_MS } from '../../../../domain/consolidation/local-time.js';
import { findMotives, listStops } from '../../equipment-stops/stop-repository.js';
import { framesOfUnit } from './frame-of-unit.js';
import { frameIdOf } from './stop-shares.js';
import { tagIdsOf } from './summary-tags.js';
import { readTagReadings } from './tag-readings.js';
import type { WidgetDataContext, WidgetDataProvider } from './widget-data-context.js';

/** How far back the latest stops of an event are looked for. */
const STOPS_WINDOW_MS = 30 * DAY_MS;

/** The event's latest stops (newest first, annulled ones left out) with their motives. */
async function latestStops(ctx: WidgetDataContext, idFrame: number, maxRows: number): Promise<GridStopRow[]> {
  const stops = (await listStops(ctx.db, { unit: ctx.unit, idFrame, from: ctx.nowMs - STOPS_WINDOW_MS, to: ctx.nowMs + 1 }))
    .filter((stop) => stop.status !== 'annulled')
    .slice(0, maxRows);
  const motives = new Map(
    (
      await findMotives(
        ctx.db,
        stops.flatMap((stop) => (stop.id_motive === null ? [] : [stop.id_motive])),
      )
    ).map((m) => [m.id_motive, m]),
  );
  return stops.map((stop) => {
    const motive = stop.id_motive === null ? undefined : motives.get(stop.id_motive);
    return {
      id_stop: stop.id_stop,
      start: new Date(stop.start).toISOString(),
      end: stop.end === null ? null : new Date(stop.end).toISOString(),
      durationMs: Math.max(0, (stop.end ?? ctx.nowMs) - stop.start),
      motive: motive ? { code: motive.code, description: motive.description, color: motive.color || null } : null,
    };
  });
}

/**
 * The grid: a table of each tag's latest value of the last 24 hours with its time, unit and status (the tag status
 * component's reading, `readTagReadings`), or of an event's latest stops of the last 30 days (start, end, duration,
 * motive). The option rule (`option-rules/grid.ts`) made sure the chosen source has its tags or its event.
 */
export const gridData: WidgetDataProvider = async (ctx, options): Promise<GridData> => {
  if (options.source === 'events') {
    const [frame] = await framesOfUnit(ctx.db, ctx.unit, [frameIdOf(options)]);
    return { source: 'events', frame: frame!, rows: await latestStops(ctx, frame!.id_frame, Number(options.max_rows ?? 10)) };
  }
  const readings = await readTagReadings(ctx, tagIdsOf(options), 'last24h');
  return { source: 'tags', rows: readings.map(({ reading }) => reading) };
};
