import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ValueScale } from '../../../../../domain/dashboards/tag-values/value-scale.js';
import { arcPath, DIAL } from './gauge-arc.js';
import { useReadingText } from './useReadingText.js';

interface DialSvgProps {
  /** The sentences that describe the reading (empty ones skipped); the dial adds its scale's and reads them as its label. */
  description: readonly (string | null)[];
  scale: ValueScale;
  decimals: number;
  /** Stroke width of the grey track under the whole half circle. */
  trackWidth: number;
  /** How far below the centre the scale's min and max labels sit. */
  scaleLabelOffset: number;
  /** What the dial draws over its track: bands and a needle, or a filled arc and a value. */
  children: ReactNode;
}

/** The half-circle dial shared by the gauges: its SVG frame and label, the grey track and the scale's ends; the caller draws the rest. */
export function DialSvg({ description, scale, decimals, trackWidth, scaleLabelOffset, children }: DialSvgProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const text = useReadingText();
  const { cx, cy, r } = DIAL;
  const min = text.number(scale.min, decimals);
  const max = text.number(scale.max, decimals);
  const label = [...description, translate('dashboards.components.tagValues.scale', { min, max })].filter(Boolean).join('. ');
  return (
    <svg
      viewBox={`0 0 ${DIAL.width} ${DIAL.height}`}
      width="100%"
      style={{ flex: 1, minHeight: 0 }}
      role="img"
      aria-label={label}
      fontFamily={theme.typography.fontFamily}
    >
      <path d={arcPath(cx, cy, r, 0, 1)} fill="none" stroke={theme.palette.action.hover} strokeWidth={trackWidth} />
      {children}
      <text x={cx - r} y={cy + scaleLabelOffset} textAnchor="middle" fontSize={10} fill={theme.palette.text.secondary}>
        {min}
      </text>
      <text x={cx + r} y={cy + scaleLabelOffset} textAnchor="middle" fontSize={10} fill={theme.palette.text.secondary}>
        {max}
      </text>
    </svg>
  );
}
