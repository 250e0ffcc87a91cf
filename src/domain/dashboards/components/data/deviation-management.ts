import type { GoalOutcome } from '../summaries/goal-outcome.js';
import type { GoalTarget } from '../summaries/goal-target.js';
import type { TagFacts } from './tag-summary.js';

/** The deviation management's data (server: widget-data/deviation-management.ts; app: components/deviation-management/). */
export interface DeviationManagementData {
  from: string;
  to: string;
  /** The dashboard's goal tolerance, percent: the band drawn around 0. */
  tolerance: number;
  /** Biggest |deviation %| first; tags without a goal or a value last. */
  tags: (TagFacts & GoalOutcome & { actual: number | null; goal: GoalTarget | null })[];
}
