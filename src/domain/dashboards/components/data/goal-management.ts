import type { SummaryLevel } from '../summaries/summary-level.js';
import type { GoalOutcome } from '../summaries/goal-outcome.js';
import type { GoalTarget } from '../summaries/goal-target.js';
import type { TagFacts } from './tag-summary.js';

/** One tag's consolidated value in one bucket against the goal of that bucket. */
export interface GoalBucket extends GoalOutcome {
  /** The bucket's start (ISO) and its consolidation label (`2026-03-10`, `2026-03-10#2`, `2026-03`). */
  start: string;
  label: string;
  actual: number | null;
  goal: GoalTarget | null;
}

/** The goal management's data (server: widget-data/goal-management.ts; app: components/goal-management/). */
export interface GoalManagementData {
  level: SummaryLevel;
  from: string;
  to: string;
  /** The dashboard's goal tolerance, percent. */
  tolerance: number;
  /** The buckets shown, oldest first, the same for every tag (a tag without a value there has actual null). */
  buckets: { start: string; label: string }[];
  /** Older buckets of the period left out because the frame is too narrow for them. */
  hiddenBuckets: number;
  tags: (TagFacts & { buckets: GoalBucket[] })[];
}
