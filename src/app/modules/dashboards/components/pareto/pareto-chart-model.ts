import type { ParetoData } from '../../../../../domain/dashboards/components/data/pareto.js';
import { durationUnitOf, inUnit, type DurationUnit, type ParetoBar } from '../../../equipment-stops/stopping-chart/pareto-model.js';
import { NO_MOTIVE_COLOR } from '../../../equipment-stops/stopping-point/timeline-model.js';

/** What the chart's axis measures: hours or minutes of stop time (the stopping chart's rule), or stops. */
export type ParetoAxis = DurationUnit | 'count';

/** A bar of the widget: the stopping chart's bar without its motive key (the widget's bars are not selectable). */
export type ParetoPoint = Omit<ParetoBar, 'key'>;

export interface ParetoLabels {
  noMotive: string;
  others: (motives: number) => string;
  fallbackColor: string;
}

/** The widget's bars as chart points in the axis unit, labels and colours filled in ("Others" and "No motive" grey). */
export function paretoPoints(data: ParetoData, labels: ParetoLabels): { axis: ParetoAxis; points: ParetoPoint[] } {
  const axis: ParetoAxis = data.measure === 'count' ? 'count' : durationUnitOf(data.bars);
  const points = data.bars.map((bar, index) => ({
    id: bar.kind === 'others' ? 'others' : bar.key === null ? 'none' : String(bar.key),
    label: bar.kind === 'others' ? labels.others(bar.rows) : bar.kind === 'noMotive' ? labels.noMotive : (bar.label ?? `#${bar.key ?? index}`),
    color: bar.kind === 'motive' ? bar.color || labels.fallbackColor : NO_MOTIVE_COLOR,
    value: axis === 'count' ? bar.count : inUnit(bar.durationMs, axis),
    durationMs: bar.durationMs,
    count: bar.count,
    cumulativePercent: Math.min(100, bar.cumulativeShare * 100),
  }));
  return { axis, points };
}
