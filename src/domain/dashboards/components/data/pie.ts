import type { StopSharesData } from './stop-shares.js';
import type { TagFacts } from './tag-summary.js';

export interface TagShare extends TagFacts {
  /** The tag's period value as its aggregation says (a SUM tag's total); null without values. */
  value: number | null;
  /** Percent of the positive values' sum; null for a value that cannot be a slice (none, zero or negative). */
  share: number | null;
}

/** The pie's data (server: widget-data/pie.ts; app: components/pie/). */
export type PieData = ({ source: 'stops' } & StopSharesData) | { source: 'tags'; from: string; to: string; total: number; items: TagShare[] };
