import type { GoalDirection } from '../summaries/goal-outcome.js';
import type { TagLabel } from './tag-reading.js';

/** A tag as a summary component names it (code, description, unit, decimals) and which way is better (its `tag_type`). */
export interface TagFacts extends TagLabel {
  direction: GoalDirection;
}
