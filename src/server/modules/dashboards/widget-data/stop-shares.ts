import type { StopGrouping, StopShare, StopSharesData } from '../../../../domain/dashboards/components/data/stop-shares.js';
import { percentShares } from '../../../../domain/dashboards/components/summaries/shares.js';
import { widgetRange, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { sumStopsBy, type ParetoSum } from '../../equipment-stops/pareto-repository.js';
import { validationFailed } from '../../../core/api-error.js';
import { findMotives } from '../../equipment-stops/stop-repository.js';
import { framesOfUnit } from './frame-of-unit.js';
import type { WidgetDataContext } from './widget-data-context.js';

type Part = Omit<StopShare, 'share'>;

/** The options' event; a widget stored without one (its schema changed since) is refused as the form would refuse it. */
export function frameIdOf(options: Record<string, unknown>): number {
  if (!Number.isInteger(options.id_frame)) throw validationFailed({ 'options.id_frame': { key: 'global.labels.requiredField' } });
  return options.id_frame as number;
}

/** The per-motive sums gathered by the loss category of each motive (a stop without a motive has none). */
async function byLossCategory(ctx: WidgetDataContext, sums: readonly ParetoSum[]): Promise<Part[]> {
  const motives = new Map(
    (
      await findMotives(
        ctx.db,
        sums.flatMap((sum) => (sum.key === null ? [] : [sum.key])),
      )
    ).map((m) => [m.id_motive, m]),
  );
  const parts = new Map<string, Part>();
  for (const sum of sums) {
    const category = sum.key === null ? null : (motives.get(sum.key)?.loss_category ?? null);
    const key = category ?? 'none';
    const part = parts.get(key) ?? { key, label: null, category, color: null, durationMs: 0, count: 0 };
    part.durationMs += sum.durationMs;
    part.count += sum.count;
    parts.set(key, part);
  }
  return [...parts.values()];
}

const partOf = (grouping: 'motive' | 'group', sum: ParetoSum): Part => ({
  key: sum.key === null ? 'none' : `${grouping}-${sum.key}`,
  label: sum.key === null ? null : sum.label,
  category: null,
  color: sum.key === null ? null : sum.color,
  durationMs: sum.durationMs,
  count: sum.count,
});

/**
 * An event's stop time over the widget's period split by motive, motive group or OEE loss category, each part's share
 * of the whole, biggest first: the stopping chart's sums (`sumStopsBy`: stops clipped to the period, open ones up to
 * now, annulled ones left out).
 */
export async function stopShares(ctx: WidgetDataContext, options: Record<string, unknown>): Promise<StopSharesData> {
  const [frame] = await framesOfUnit(ctx.db, ctx.unit, [frameIdOf(options)]);
  const range = widgetRange((options.period ?? 'today') as WidgetPeriod, ctx.nowMs, ctx.period);
  const groupBy = (options.group_by ?? 'motive') as StopGrouping;
  const filter = { idElemento: ctx.unit, idFrame: frame!.id_frame, ...range, openEnd: Math.min(ctx.nowMs, range.to) };
  const sums = await sumStopsBy(ctx.db, ctx.dialect, filter, groupBy === 'group' ? 'group' : 'motive');
  const parts = groupBy === 'lossCategory' ? await byLossCategory(ctx, sums) : sums.map((sum) => partOf(groupBy, sum));
  parts.sort((a, b) => b.durationMs - a.durationMs);
  const shares = percentShares(parts.map((part) => part.durationMs));
  return {
    groupBy,
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    totalMs: parts.reduce((sum, part) => sum + part.durationMs, 0),
    totalCount: parts.reduce((sum, part) => sum + part.count, 0),
    items: parts.map((part, i) => ({ ...part, share: shares[i] ?? 0 })),
  };
}
