import type { HistogramBin } from './chart-model.js';

/** Bins of the values (helper A picks the bin rule and cites it). */
export function histogram(values: readonly number[], bins?: number): HistogramBin[] {
  throw new Error(`not built yet: ${values.length} ${bins}`);
}
