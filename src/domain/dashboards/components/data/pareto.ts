import type { ParetoBar, ParetoMeasure } from '../../events/pareto-bars.js';

/** The pareto component's data (server: widget-data/pareto.ts; app: components/pareto/). */
export interface ParetoData {
  measure: ParetoMeasure;
  /** Sorted by the measure, biggest first; an `others` bar, when there is one, last. */
  bars: ParetoBar[];
  /** The period's total in the measure (ms or stops), and both totals. */
  total: number;
  totalMs: number;
  totalCount: number;
  from: string;
  to: string;
}
