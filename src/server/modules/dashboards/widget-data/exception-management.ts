import type { ExceptionManagementData, ExceptionRow } from '../../../../domain/dashboards/components/data/exception-management.js';
import { DAY_MS } from '../../../../domain/consolidation/local-time.js';
import { excursionOrder, excursionStart, limitExcursion } from '../../../../domain/dashboards/components/summaries/limit-excursion.js';
import { readSeries } from '../../series/read-series.js';
import { readPointBefore } from '../../series/read-store.js';
import { readSummaryTags, type SummaryTag } from './summary-tags.js';
import type { WidgetDataContext, WidgetDataProvider } from './widget-data-context.js';

/** Without a list of tags the component watches the plant's active tags with limits, at most this many. */
const MAX_WATCHED = 200;
/** The raw points read to find when an excursion began (M4 keeps every bucket's extremes). */
const EXCURSION_POINTS = 5000;

/** The plant's active tags with a specification or action-plan limit, by code, one more than the cap to tell it was reached. */
async function tagsWithLimits(ctx: WidgetDataContext): Promise<number[]> {
  const model = ctx.catalog.get('tags')!;
  const rows = await ctx.db
    .selectFrom(model.table)
    .select('id_tag')
    .where('plt_codigo', '=', ctx.plant)
    .where('active', '=', ctx.dialect === 'sqlite' ? 1 : true)
    .where((eb) => eb.or(['spec_low', 'spec_high', 'action_low', 'action_high'].map((column) => eb(column, 'is not', null))))
    .orderBy('code')
    .limit(MAX_WATCHED + 1)
    .execute();
  return rows.map((row) => Number(row.id_tag));
}

/** Each tag's latest value in the window: a stored tag's last row, a calculation tag's last computed point. */
async function latestValues(ctx: WidgetDataContext, tags: readonly SummaryTag[], from: number): Promise<({ t: number; v: number } | null)[]> {
  const calculated = tags.filter((tag) => tag.series.isCalculation).map((tag) => tag.series.id_tag);
  const computed = calculated.length
    ? await readSeries(ctx.db, { tags: ctx.catalog.get('tags')! }, ctx.plant, { tagIds: calculated, from, to: ctx.nowMs + 1, level: 'raw', points: 4 })
    : [];
  const latest: ({ t: number; v: number } | null)[] = [];
  for (const { series } of tags) {
    if (series.isCalculation) {
      const point = computed.find((entry) => entry.id_tag === series.id_tag)?.points.findLast((p) => p.v !== null);
      latest.push(point ? { t: Date.parse(point.t), v: point.v! } : null);
    } else {
      const point = await readPointBefore(ctx.db, series.id_tag, ctx.nowMs + 1);
      latest.push(point && point.ts >= from ? { t: point.ts, v: point.value } : null);
    }
  }
  return latest;
}

/**
 * Exception management: the watched tags whose latest value of the last 24 hours is beyond a limit now
 * (`limitExcursion`: specification limits an alarm, action-plan limits a warning), alarms first and then the furthest
 * out, the first `max_rows`, each with the first value of its current excursion in those 24 hours.
 */
export const exceptionManagementData: WidgetDataProvider = async (ctx, options): Promise<ExceptionManagementData> => {
  const asked = Array.isArray(options.tags) ? (options.tags as number[]) : [];
  const found = asked.length ? asked : await tagsWithLimits(ctx);
  const capped = !asked.length && found.length > MAX_WATCHED;
  const ids = found.slice(0, MAX_WATCHED);
  if (!ids.length) return { watched: 0, capped, total: 0, rows: [] };
  const from = ctx.nowMs - DAY_MS;
  const tags = await readSummaryTags(ctx, ids);
  const latest = await latestValues(ctx, tags, from);
  const out = tags.flatMap((tag, i) => {
    const point = latest[i];
    const excursion = point ? limitExcursion(point.v, tag.series.limits) : null;
    return point && excursion ? [{ tag, point, excursion }] : [];
  });
  out.sort((a, b) => excursionOrder({ value: a.point.v, ...a.excursion }, { value: b.point.v, ...b.excursion }));
  const shown = out.slice(0, Number(options.max_rows ?? 10));
  const history = shown.length
    ? await readSeries(ctx.db, { tags: ctx.catalog.get('tags')! }, ctx.plant, {
        tagIds: shown.map(({ tag }) => tag.facts.id_tag),
        from,
        to: ctx.nowMs + 1,
        level: 'raw',
        points: EXCURSION_POINTS,
      })
    : [];
  const rows = shown.map(({ tag, point, excursion }, i): ExceptionRow => {
    const points = history[i]!.points.filter((p) => p.v !== null);
    const start = excursionStart(
      points.map((p) => Date.parse(p.t)),
      points.map((p) => p.v!),
      excursion,
    );
    return {
      ...tag.facts,
      value: point.v,
      at: new Date(point.t).toISOString(),
      ...excursion,
      since: new Date(start?.since ?? point.t).toISOString(),
      sinceComplete: start?.complete ?? true,
    };
  });
  return { watched: ids.length, capped, total: out.length, rows };
};
