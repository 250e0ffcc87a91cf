import type { ValueStatus } from '../../tag-values/tag-status.js';
import type { ValueScale } from '../../tag-values/value-scale.js';
import type { TagReading } from './tag-reading.js';

/** A coloured stretch of the dial: the options' own colour, or the status of the tag's limits there. */
export interface GaugeBand {
  from: number;
  to: number;
  color?: string;
  status?: ValueStatus;
}

/** The gauge's data (server: widget-data/gauge.ts; app: components/gauge/). */
export interface GaugeData extends TagReading {
  scale: ValueScale;
  bands: GaugeBand[];
}
