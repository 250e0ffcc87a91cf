import type { GanttData } from '../../../../domain/dashboards/components/data/gantt.js';
import { ganttBars, type GanttMotive } from '../../../../domain/dashboards/events/gantt-bars.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { findMotives, listStops } from '../../equipment-stops/stop-repository.js';
import { framesOfUnit } from './frame-of-unit.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/**
 * The stops of up to ten events over the widget's period, one row each: annulled stops are left out (as in the
 * pareto and OEE), the others clipped to the period, an open one up to now, and reduced to the widget's width by
 * `ganttBars` (stops too short to see at one pixel join their neighbour and are counted, never dropped).
 */
export const ganttData: WidgetDataProvider = async (ctx, options): Promise<GanttData> => {
  const ids = (Array.isArray(options.frames) ? options.frames : []).map(Number);
  const frames = await framesOfUnit(ctx.db, ctx.unit, ids);
  const range = widgetRange((options.period ?? 'today') as WidgetPeriod, ctx.nowMs, ctx.period);
  const perFrame = await Promise.all(
    frames.map(async (frame) => (await listStops(ctx.db, { unit: ctx.unit, idFrame: frame.id_frame, ...range })).filter((stop) => stop.status !== 'annulled')),
  );
  const motives = await findMotives(
    ctx.db,
    perFrame.flat().flatMap((stop) => (stop.id_motive === null ? [] : [stop.id_motive])),
  );
  const motiveOf = new Map<number, GanttMotive>(motives.map((m) => [m.id_motive, { id_motive: m.id_motive, label: m.description, color: m.color || null }]));
  return {
    from: range.from,
    to: range.to,
    now: ctx.nowMs,
    rows: frames.map((frame, index) => {
      const stops = perFrame[index]!.map((stop) => ({
        id_stop: stop.id_stop,
        start: stop.start,
        end: stop.end,
        motive: stop.id_motive === null ? null : (motiveOf.get(stop.id_motive) ?? null),
      }));
      const bars = ganttBars(stops, range, ctx.nowMs, ctx.widthPx);
      return { ...frame, bars, stops: bars.reduce((sum, bar) => sum + bar.stops, 0) };
    }),
  };
};
