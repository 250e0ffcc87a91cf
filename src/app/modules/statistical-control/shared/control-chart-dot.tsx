import type { ControlChartRow } from './control-chart-rows.js';

export interface DotColors {
  normal: string;
  violated: string;
  highlight: string;
}

interface DotProps {
  cx?: number;
  cy?: number;
  payload?: ControlChartRow;
}

/**
 * The dot of one point: violated points always (red, with their rule numbers for tests and screen readers),
 * a ring around highlighted ones, and the others only when few enough to tell apart.
 */
export function controlChartDot(colors: DotColors, highlight: ReadonlySet<number>, showPlain: boolean) {
  return function ControlChartDot({ cx, cy, payload }: DotProps) {
    const key = `dot-${payload?.i ?? `${cx}-${cy}`}`;
    if (cx === undefined || cy === undefined || !payload || !Number.isFinite(cx) || !Number.isFinite(cy)) return <g key={key} />;
    const highlighted = highlight.has(payload.i);
    const ring = highlighted && <circle className="spc-point-highlight" cx={cx} cy={cy} r={7} fill="none" stroke={colors.highlight} strokeWidth={2} />;
    if (payload.violated) {
      return (
        <g key={key} className="spc-point-violated" data-i={payload.i} data-rules={payload.rules.join(',')}>
          {ring}
          <circle cx={cx} cy={cy} r={4} fill={colors.violated} stroke="#fff" strokeWidth={1} />
        </g>
      );
    }
    if (!showPlain && !highlighted) return <g key={key} />;
    return (
      <g key={key} className="spc-point" data-i={payload.i}>
        {ring}
        <circle cx={cx} cy={cy} r={2.5} fill={colors.normal} />
      </g>
    );
  };
}
