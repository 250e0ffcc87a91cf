import { useCallback } from 'react';
import { Box } from '@mui/material';
import { ReferenceArea } from 'recharts';
import { useLocale, useTranslate } from 'react-admin';
import type { SeriesLevel, SeriesLimits, TimeRange } from '../../analysis/series-types.js';
import { TrendChart } from '../../analysis/TrendChart.js';
import type { TrendModel } from '../../analysis/trend-model.js';
import { useTimeAxis } from '../../analysis/useTimeAxis.js';
import type { StopBand } from './stop-bands.js';

interface EventTrendChartProps {
  /** The chosen tags' trend. */
  model: TrendModel;
  bands: readonly StopBand[];
  range: TimeRange;
  level: SeriesLevel;
  timezone: string;
  width: number;
}

/** The process analysis trend of the chosen tags with the frames' stops as bands in their motive's colour, on one time axis. */
export function EventTrendChart({ model, bands, range, level, timezone, width }: EventTrendChartProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const axis = useTimeAxis(range, timezone, locale, width, level === 'raw');
  const limitLabel = useCallback((kind: keyof SeriesLimits, code: string) => translate(`analysis.limits.${kind}`, { code }), [translate]);
  const goalLabel = useCallback((name: string) => translate('analysis.chart.goal', { code: name }), [translate]);
  return (
    <Box data-testid="event-trend-chart" sx={{ overflow: 'hidden' }}>
      <TrendChart
        rows={model.rows}
        series={model.lines}
        limits={model.limits}
        mode={model.lineAllowed ? 'line' : 'dots'}
        {...axis}
        limitLabel={limitLabel}
        goalLabel={goalLabel}
        locale={locale}
        width={Math.max(320, width)}
      >
        {bands.map((band) => (
          <ReferenceArea
            key={band.idStop}
            x1={band.x1}
            x2={band.x2}
            fill={band.color}
            fillOpacity={0.25}
            stroke={band.color}
            strokeOpacity={0.5}
            ifOverflow="hidden"
            className="stop-band"
          />
        ))}
      </TrendChart>
    </Box>
  );
}
