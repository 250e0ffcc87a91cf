import { Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { SolidGaugeData } from '../../../../../domain/dashboards/components/data/solid-gauge.js';
import type { ComponentRendererProps } from '../component-view.js';
import { arcPath, DIAL } from '../tag-values/gauge-arc.js';
import { DialSvg } from '../tag-values/DialSvg.js';
import type { DialOptions } from '../tag-values/dial-options.js';
import { NoValue } from '../tag-values/NoValue.js';
import { useStatusColors } from '../tag-values/status-colors.js';
import { useReadingText } from '../tag-values/useReadingText.js';

export type SolidGaugeOptions = DialOptions;

const ARC_WIDTH = 24;

/** One tag's latest value as a half-circle filled up to it in its status colour, with the value and the percent of the scale. */
export function SolidGaugeView({ options, data, height }: ComponentRendererProps<SolidGaugeOptions, SolidGaugeData | null>) {
  const theme = useTheme();
  const translate = useTranslate();
  const colors = useStatusColors();
  const text = useReadingText();
  if (!data) return <NoValue />;
  const { cx, cy, r } = DIAL;
  const percent = data.percent === null ? null : translate('dashboards.components.solidGauge.percent', { percent: text.number(data.percent, 0) });
  return (
    <Stack alignItems="center" sx={{ height, p: 0.5 }} data-testid="solid-gauge">
      <DialSvg
        description={[text.reading(data, options.decimals), percent]}
        scale={data.scale}
        decimals={options.decimals}
        trackWidth={ARC_WIDTH}
        scaleLabelOffset={18}
      >
        {data.percent !== null && data.percent > 0 && (
          <path d={arcPath(cx, cy, r, 0, data.percent / 100)} fill="none" stroke={colors[data.status]} strokeWidth={ARC_WIDTH} data-testid="solid-gauge-fill" />
        )}
        <text
          x={cx}
          y={cy - 8}
          textAnchor="middle"
          fontSize={data.value === null ? 12 : 22}
          fontWeight={600}
          fill={theme.palette.text.primary}
          data-testid="solid-gauge-value"
        >
          {text.value(data, options.decimals)}
        </text>
      </DialSvg>
      <Typography variant="caption" color="text.secondary" noWrap data-testid="solid-gauge-caption">
        {[data.code, percent ?? text.status(data.status)].join(' · ')}
      </Typography>
    </Stack>
  );
}
