import type { SeriesLimits } from '../../series/series-answer.js';
import { statusBands } from './value-bands.js';
import type { ValueScale } from './value-scale.js';

/** A qualitative range of a bullet graph; `shade` 0 is the darkest (the worst), growing lighter. */
export interface BulletRange {
  from: number;
  to: number;
  shade: number;
}

const shadeOfStatus = { alarm: 0, warning: 1, normal: 2 } as const;

/**
 * A bullet graph's qualitative ranges (Few, "Bullet Graph Design Specification", 2006–2013: two to five ranges in
 * intensities of one hue, darker for worse). Given `boundaries` cut the scale into ranges shaded from the darkest
 * at its start to the lightest at its end; otherwise the tag's limits do (`statusBands`: alarm darkest, then
 * warning, normal lightest). Neither: one light range, the whole scale.
 */
export function bulletRanges(scale: ValueScale, limits: SeriesLimits, boundaries?: readonly number[]): BulletRange[] {
  if (boundaries?.length) {
    const inside = [...new Set(boundaries)].filter((edge) => edge > scale.min && edge < scale.max).sort((a, b) => a - b);
    const edges = [scale.min, ...inside, scale.max];
    return edges.slice(1).map((to, i) => ({ from: edges[i]!, to, shade: i }));
  }
  const bands = statusBands(limits, scale);
  if (bands.length === 0) return [{ from: scale.min, to: scale.max, shade: shadeOfStatus.normal }];
  return bands.map(({ from, to, status }) => ({ from, to, shade: shadeOfStatus[status] }));
}
