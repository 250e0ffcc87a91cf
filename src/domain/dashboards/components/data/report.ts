import type { SummaryLevel } from '../summaries/summary-level.js';
import type { TagFacts } from './tag-summary.js';

/** The report's data (server: widget-data/report.ts; app: components/report/): rows are buckets, columns tags. */
export interface ReportData {
  level: SummaryLevel;
  from: string;
  to: string;
  columns: TagFacts[];
  /** Oldest first; `values` in the order of `columns`, null where a tag has no value in the bucket. */
  rows: { start: string; label: string; values: (number | null)[] }[];
}
