import type { BulletRange } from '../../tag-values/bullet-ranges.js';
import type { ValueScale } from '../../tag-values/value-scale.js';
import type { TagReading } from './tag-reading.js';

/** The bullet chart's data (server: widget-data/bullet-chart.ts; app: components/bullet-chart/). */
export interface BulletChartData extends TagReading {
  scale: ValueScale;
  ranges: BulletRange[];
  /** The comparative measure: the option's target, else the fixed goal in force now (its value, or its two bounds). */
  targets: number[];
}
