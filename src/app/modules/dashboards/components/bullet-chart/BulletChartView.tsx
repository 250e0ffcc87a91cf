import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { BulletChartData } from '../../../../../domain/dashboards/components/data/bullet-chart.js';
import type { ComponentRendererProps } from '../component-view.js';
import { NoValue } from '../tag-values/NoValue.js';
import { useReadingText } from '../tag-values/useReadingText.js';

/** Opacity of a qualitative range by its shade: darkest (worst) first (Few: two to five intensities of one hue). */
const shadeOpacity = [0.42, 0.28, 0.16, 0.1, 0.06];
const PAD = 12;
const TICKS = 4;

/**
 * Stephen Few's bullet graph ("Bullet Graph Design Specification", 2006–2013), horizontal: the qualitative ranges in
 * shades of one grey, the featured measure as a dark bar from zero (or, when the scale does not hold zero, a dot, since
 * a bar's length must start at zero to be read), the comparative measure as a short perpendicular line.
 */
export function BulletChartView({ data, width, height }: ComponentRendererProps<Record<string, unknown>, BulletChartData | null>) {
  const theme = useTheme();
  const translate = useTranslate();
  const text = useReadingText();
  if (!data) return <NoValue />;
  const ink = theme.palette.text.primary;
  const { min, max } = data.scale;
  const plot = Math.max(40, width - 2 * PAD);
  const x = (value: number) => PAD + (Math.min(max, Math.max(min, value)) - min) * (plot / (max - min));
  const band = Math.max(16, Math.min(48, height - 56));
  const targetsText = data.targets.map((target) => text.number(target, data.decimals)).join(' – ');
  const summary = data.targets.length
    ? translate('dashboards.components.bulletChart.summary', { code: data.code, value: text.value(data), target: targetsText })
    : text.reading(data);
  const fromZero = min <= 0 && max >= 0;
  return (
    <Box sx={{ p: 0.5 }} data-testid="bullet-chart">
      <Typography variant="body2" noWrap>
        <strong>{data.code}</strong> {data.description}
      </Typography>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }} data-testid="bullet-value">
        {text.value(data)}
        {data.targets.length > 0 && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {translate('dashboards.components.bulletChart.target', { value: targetsText })}
          </Typography>
        )}
      </Typography>
      <svg width={plot + 2 * PAD} height={band + 16} role="img" aria-label={summary} fontFamily={theme.typography.fontFamily}>
        {data.ranges.map((range) => (
          <rect
            key={range.from}
            x={x(range.from)}
            y={0}
            width={x(range.to) - x(range.from)}
            height={band}
            fill={ink}
            fillOpacity={shadeOpacity[range.shade] ?? 0.06}
          />
        ))}
        {data.value !== null &&
          (fromZero ? (
            <rect x={Math.min(x(0), x(data.value))} y={band / 3} width={Math.abs(x(data.value) - x(0))} height={band / 3} fill={ink} data-testid="bullet-bar" />
          ) : (
            <circle cx={x(data.value)} cy={band / 2} r={band / 6} fill={ink} data-testid="bullet-bar" />
          ))}
        {data.targets.map((target) => (
          <line key={target} x1={x(target)} x2={x(target)} y1={band / 6} y2={(band * 5) / 6} stroke={ink} strokeWidth={3} data-testid="bullet-target" />
        ))}
        {Array.from({ length: TICKS + 1 }, (_, i) => min + ((max - min) * i) / TICKS).map((tick, i) => (
          <text
            key={i}
            x={x(tick)}
            y={band + 12}
            fontSize={10}
            textAnchor={i === 0 ? 'start' : i === TICKS ? 'end' : 'middle'}
            fill={theme.palette.text.secondary}
          >
            {text.number(tick, data.decimals)}
          </text>
        ))}
      </svg>
    </Box>
  );
}
