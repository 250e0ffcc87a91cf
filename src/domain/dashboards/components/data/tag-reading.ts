import type { SeriesLimits } from '../../../series/series-answer.js';
import type { TagStatus } from '../../tag-values/tag-status.js';

/** A tag as a dashboard component names it: code, description, engineering unit and decimals. */
export interface TagLabel {
  id_tag: number;
  code: string;
  description: string | null;
  /** The engineering unit's symbol (else its code); null when the tag has none. */
  unit: string | null;
  /** The tag's decimal places; null when unset. */
  decimals: number | null;
}

/** A tag's latest value in the widget's period, its time and its status against its limits (`tagStatus`). */
export interface TagReading extends TagLabel {
  value: number | null;
  /** ISO instant of the value; null without one. */
  at: string | null;
  limits: SeriesLimits;
  status: TagStatus;
}
