/**
 * The upper half circle of a dial in SVG coordinates (y down): `fraction` 0 is its left end (the scale's start),
 * 1 its right end, moving clockwise over the top.
 */
export function arcPoint(cx: number, cy: number, r: number, fraction: number): { x: number; y: number } {
  const angle = Math.PI * (1 - fraction);
  return { x: cx + r * Math.cos(angle), y: cy - r * Math.sin(angle) };
}

/** An SVG path along the dial from `from` to `to` (fractions, from ≤ to): never more than the half circle, so the small arc, clockwise. */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const start = arcPoint(cx, cy, r, from);
  const end = arcPoint(cx, cy, r, to);
  const round = (n: number) => Math.round(n * 100) / 100;
  return `M ${round(start.x)} ${round(start.y)} A ${r} ${r} 0 0 1 ${round(end.x)} ${round(end.y)}`;
}

/** The dial's geometry in its 200 × 120 view box. */
export const DIAL = { width: 200, height: 120, cx: 100, cy: 100, r: 80 } as const;
