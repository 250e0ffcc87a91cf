import type { ChartType } from '../../../../domain/spc/chart-model.js';
import type { CardChart, CardChartPoint, CardChartSegment } from './card-chart-type.js';

/** A band of the chart's zones, [low, high], or null where it is not drawn. */
export type Band = [number, number] | null;

/** One x position of the chart pair: the point, the limits in force there and the zones around the centre line. */
export interface ControlChartRow extends CardChartPoint {
  violated: boolean;
  center: number | null;
  lcl: number | null;
  ucl: number | null;
  sigma: number | null;
  /** Zone C (within 1σ), B (1σ–2σ) and A (2σ–kσ) of the Western Electric handbook (1956), on each side. */
  zoneC: Band;
  zoneBHigh: Band;
  zoneBLow: Band;
  zoneAHigh: Band;
  zoneALow: Band;
  dispersionCenter: number | null;
  dispersionLcl: number | null;
  dispersionUcl: number | null;
}

/** The segment in force at `t`: the one whose [from, to) holds it, else the latest that started before it, else the first. */
export function segmentAt(segments: readonly CardChartSegment[], t: number): CardChartSegment | undefined {
  const inside = segments.find((segment) => segment.from <= t && t < segment.to);
  if (inside) return inside;
  const started = segments.filter((segment) => segment.from <= t);
  return started[started.length - 1] ?? segments[0];
}

/**
 * σ of one p or u point of sample size n around the centre line (Montgomery, Introduction to Statistical
 * Quality Control, 7th ed., §7.2.2 and §7.3.1: variable sample size): √(p̄(1−p̄)/n) and √(ū/n). Null for other charts.
 */
export function pointSigma(chart: ChartType, center: number, n: number): number | null {
  if (!(n > 0)) return null;
  if (chart === 'p') return Math.sqrt(Math.max(center * (1 - center), 0) / n);
  if (chart === 'u') return Math.sqrt(Math.max(center, 0) / n);
  return null;
}

/** p and u charts whose computed limits change with each point's sample size (sizes differ within the chart). */
export function hasLimitsPerPoint(chart: CardChart): boolean {
  if (chart.chart !== 'p' && chart.chart !== 'u') return false;
  const sizes = new Set(chart.points.map((point) => point.n));
  return sizes.size > 1;
}

const band = (low: number, high: number): Band => (high > low ? [low, high] : null);

interface Limits {
  center: number;
  lcl: number;
  ucl: number;
  sigma: number;
}

function limitsAt(chart: CardChart, segment: CardChartSegment, point: CardChartPoint, perPoint: boolean): Limits {
  const sigma = perPoint && segment.source === 'computed' ? pointSigma(chart.chart, segment.center, point.n) : null;
  if (sigma === null) return segment;
  const upperBound = chart.chart === 'p' ? 1 : Number.POSITIVE_INFINITY;
  return {
    center: segment.center,
    sigma,
    lcl: Math.max(0, segment.center - chart.k * sigma),
    ucl: Math.min(upperBound, segment.center + chart.k * sigma),
  };
}

/** The rows the chart pair draws: limits as step lines (they change with revisions and, for p/u, with sample sizes). */
export function controlChartRows(chart: CardChart): ControlChartRow[] {
  const perPoint = hasLimitsPerPoint(chart);
  const sorted = [...chart.segments].sort((a, b) => a.from - b.from);
  return chart.points.map((point) => {
    const segment = segmentAt(sorted, point.t);
    const violated = point.rules.length > 0;
    if (!segment) {
      return {
        ...point,
        violated,
        center: null,
        lcl: null,
        ucl: null,
        sigma: null,
        zoneC: null,
        zoneBHigh: null,
        zoneBLow: null,
        zoneAHigh: null,
        zoneALow: null,
        dispersionCenter: null,
        dispersionLcl: null,
        dispersionUcl: null,
      };
    }
    const { center, lcl, ucl, sigma } = limitsAt(chart, segment, point, perPoint);
    const one = sigma;
    const two = 2 * sigma;
    return {
      ...point,
      violated,
      center,
      lcl,
      ucl,
      sigma,
      zoneC: band(Math.max(lcl, center - one), Math.min(ucl, center + one)),
      zoneBHigh: band(center + one, Math.min(ucl, center + two)),
      zoneBLow: band(Math.max(lcl, center - two), center - one),
      zoneAHigh: band(center + two, ucl),
      zoneALow: band(lcl, center - two),
      dispersionCenter: segment.dispersion?.center ?? null,
      dispersionLcl: segment.dispersion?.lcl ?? null,
      dispersionUcl: segment.dispersion?.ucl ?? null,
    };
  });
}

/** The statistic and dispersion symbols of a chart type (message keys under spcCharts.statistic). */
export function chartStatistics(chart: ChartType): { statistic: string; dispersion: string | null } {
  switch (chart) {
    case 'xbar-r':
      return { statistic: 'xbar', dispersion: 'r' };
    case 'xbar-s':
      return { statistic: 'xbar', dispersion: 's' };
    case 'i-mr':
      return { statistic: 'i', dispersion: 'mr' };
    default:
      return { statistic: chart, dispersion: null };
  }
}

/** Rule numbers with how many points violate each, in rule order (only rules with violations when `onlyViolated`). */
export function ruleCounts(violations: CardChart['violations'], onlyViolated = false): { rule: number; count: number }[] {
  return Object.entries(violations)
    .map(([rule, points]) => ({ rule: Number(rule), count: points?.length ?? 0 }))
    .filter((item) => Number.isInteger(item.rule) && (!onlyViolated || item.count > 0))
    .sort((a, b) => a.rule - b.rule);
}
