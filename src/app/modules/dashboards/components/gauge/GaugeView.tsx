import { Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { GaugeData } from '../../../../../domain/dashboards/components/data/gauge.js';
import { scaleFraction } from '../../../../../domain/dashboards/tag-values/value-scale.js';
import type { ComponentRendererProps } from '../component-view.js';
import { arcPath, arcPoint, DIAL } from '../tag-values/gauge-arc.js';
import { DialSvg } from '../tag-values/DialSvg.js';
import type { DialOptions } from '../tag-values/dial-options.js';
import { NoValue } from '../tag-values/NoValue.js';
import { useStatusColors } from '../tag-values/status-colors.js';
import { useReadingText } from '../tag-values/useReadingText.js';

export type GaugeOptions = DialOptions;

const BAND_WIDTH = 14;

/** One tag's latest value on a half-circle dial with a needle, over coloured bands (the options' or the tag's limits'). */
export function GaugeView({ options, data, height }: ComponentRendererProps<GaugeOptions, GaugeData | null>) {
  const theme = useTheme();
  const colors = useStatusColors();
  const text = useReadingText();
  if (!data) return <NoValue />;
  const { cx, cy, r } = DIAL;
  const fraction = (value: number) => scaleFraction(data.scale, value) ?? 0;
  const needle = data.value === null ? null : arcPoint(cx, cy, r - BAND_WIDTH - 4, fraction(data.value));
  return (
    <Stack alignItems="center" sx={{ height, p: 0.5 }} data-testid="gauge">
      <DialSvg
        description={[text.reading(data, options.decimals)]}
        scale={data.scale}
        decimals={options.decimals}
        trackWidth={BAND_WIDTH}
        scaleLabelOffset={16}
      >
        {data.bands.map((band) => (
          <path
            key={`${band.from}-${band.to}`}
            d={arcPath(cx, cy, r, fraction(band.from), fraction(band.to))}
            fill="none"
            stroke={band.color ?? colors[band.status ?? 'noData']}
            strokeWidth={BAND_WIDTH}
            data-testid="gauge-band"
          />
        ))}
        {needle && (
          <line
            x1={cx}
            y1={cy}
            x2={needle.x}
            y2={needle.y}
            stroke={theme.palette.text.primary}
            strokeWidth={3}
            strokeLinecap="round"
            data-testid="gauge-needle"
          />
        )}
        <circle cx={cx} cy={cy} r={5} fill={theme.palette.text.primary} />
      </DialSvg>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }} data-testid="gauge-value">
        {text.value(data, options.decimals)}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {data.code} · {text.status(data.status)}
      </Typography>
    </Stack>
  );
}
