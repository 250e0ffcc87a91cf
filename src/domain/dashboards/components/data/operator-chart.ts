import type { OperatorCount } from '../../events/operator-bars.js';

/** The operator chart's data (server: widget-data/operator-chart.ts; app: components/operator-chart/). */
export interface OperatorChartData {
  /** Values entered by hand per operator over the period, most first, at most `max_bars`. */
  bars: OperatorCount[];
  /** The operators past the last bar and their values, summed. */
  others: { operators: number; count: number } | null;
  total: number;
  from: string;
  to: string;
}
