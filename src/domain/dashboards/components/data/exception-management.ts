import type { CrossedLimit, ExcursionSeverity } from '../summaries/limit-excursion.js';
import type { TagFacts } from './tag-summary.js';

export interface ExceptionRow extends TagFacts {
  value: number;
  /** When the latest value was read (ISO). */
  at: string;
  limit: CrossedLimit;
  bound: number;
  severity: ExcursionSeverity;
  /** The first value of the current excursion within the last 24 hours (ISO). */
  since: string;
  /** False when the excursion already ran 24 hours ago: it began before `since`. */
  sinceComplete: boolean;
}

/** The exception management's data (server: widget-data/exception-management.ts; app: components/exception-management/). */
export interface ExceptionManagementData {
  /** Tags watched: the options' tags, or the plant's active tags with limits (at most 200). */
  watched: number;
  /** True when the plant has more active tags with limits than were read. */
  capped: boolean;
  /** Tags out of limits now, of which `rows` are the first `max_rows`: alarms first, then the furthest out. */
  total: number;
  rows: ExceptionRow[];
}
