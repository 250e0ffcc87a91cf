interface TopAxisTitleProps {
  /** The axis area, given by recharts when it draws the label. */
  viewBox?: { x?: number; y?: number };
  text: string;
  fontSize: number;
  fill: string;
}

/**
 * A value axis's title written across, above the axis: in a small widget the usual title along the axis is longer
 * than the axis itself and gets cut.
 */
export function TopAxisTitle({ viewBox, text, fontSize, fill }: TopAxisTitleProps) {
  if (viewBox?.x === undefined || viewBox.y === undefined) return null;
  return (
    <text x={viewBox.x + 4} y={viewBox.y - 6} fontSize={fontSize} fill={fill} textAnchor="start" data-testid="pareto-value-axis-title">
      {text}
    </text>
  );
}
