import type { ValueScale } from '../../tag-values/value-scale.js';
import type { TagReading } from './tag-reading.js';

/** The solid gauge's data (server: widget-data/solid-gauge.ts; app: components/solid-gauge/). */
export interface SolidGaugeData extends TagReading {
  scale: ValueScale;
  /** Where the value lies on the scale, 0 to 100 (clamped); null without a value. */
  percent: number | null;
}
