import type { LineDrawShapeProps } from 'recharts';

/**
 * Draws a series as dots in one SVG path (a zero-length segment with a round cap per point): thousands
 * of points stay one element, where a circle each would slow the page down.
 */
export function DotsShape({ points, stroke, className }: LineDrawShapeProps) {
  const d = (points ?? [])
    .filter((point) => point.x !== null && point.y !== null && Number.isFinite(point.x) && Number.isFinite(point.y))
    .map((point) => `M${point.x!.toFixed(1)},${point.y!.toFixed(1)}h0`)
    .join('');
  return <path className={`${className ?? ''} analysis-dots`} d={d} stroke={stroke} strokeWidth={3.5} strokeLinecap="round" fill="none" />;
}
