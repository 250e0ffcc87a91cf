import type { BulletChartData } from '../../../../domain/dashboards/components/data/bullet-chart.js';
import { bulletRanges } from '../../../../domain/dashboards/tag-values/bullet-ranges.js';
import { goalTargetsAt } from '../../../../domain/dashboards/tag-values/goal-targets.js';
import { valueScale } from '../../../../domain/dashboards/tag-values/value-scale.js';
import type { WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';
import { readTagReadings } from './tag-readings.js';
import type { WidgetDataProvider } from './widget-data-context.js';

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * The bullet chart (Few, "Bullet Graph Design Specification", 2006–2013): the tag's latest value in the period
 * as the bar, the option's target or the fixed goal in force now as the comparative measure, over qualitative
 * ranges from the options' boundaries or the tag's limits. The scale also holds the targets.
 */
export const bulletChartData: WidgetDataProvider = async (ctx, options): Promise<BulletChartData> => {
  const [entry] = await readTagReadings(ctx, [Number(options.id_tag)], (options.period ?? 'today') as WidgetPeriod);
  const { reading, goals } = entry!;
  const target = numberOr(options.target);
  const targets = target !== undefined ? [target] : goalTargetsAt(goals, ctx.nowMs, ctx.period.timezone);
  const base = valueScale(reading.limits, reading.value, numberOr(options.min), numberOr(options.max));
  const scale = {
    min: numberOr(options.min) ?? Math.min(base.min, ...targets),
    max: numberOr(options.max) ?? Math.max(base.max, ...targets),
  };
  const boundaries = Array.isArray(options.ranges) ? (options.ranges as number[]) : undefined;
  return { ...reading, scale, ranges: bulletRanges(scale, reading.limits, boundaries), targets };
};
