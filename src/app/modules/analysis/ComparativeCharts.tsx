import { useCallback, useMemo, useState } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { ChartModeToggle } from './ChartModeToggle.js';
import { overlay, sharedValueDomain } from './comparative-model.js';
import { DownsampleNotice } from './DownsampleNotice.js';
import type { SeriesLevel, SeriesLimits, TimeRange } from './series-types.js';
import { TrendChart, type ChartMode } from './TrendChart.js';
import type { TrendModel } from './trend-model.js';
import { useOffsetAxis } from './useOffsetAxis.js';
import { useTimeAxis } from './useTimeAxis.js';

type Layout = 'sideBySide' | 'overlay';

interface ComparativeChartsProps {
  a: TrendModel;
  b: TrendModel;
  rangeA: TimeRange;
  rangeB: TimeRange;
  level: SeriesLevel;
  timezone: string;
  width: number;
}

/** Periods A and B side by side on one value axis, or overlaid by the time since each start. */
export function ComparativeCharts({ a, b, rangeA, rangeB, level, timezone, width }: ComparativeChartsProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const [layout, setLayout] = useState<Layout>('sideBySide');
  const [wantLine, setWantLine] = useState(true);
  const nameA = translate('analysis.comparative.a');
  const nameB = translate('analysis.comparative.b');
  const overlaid = useMemo(() => overlay(a, b, rangeA, rangeB, { a: nameA, b: nameB }), [a, b, rangeA, rangeB, nameA, nameB]);
  const mode: ChartMode = wantLine && overlaid.lineAllowed ? 'line' : 'dots';
  const wide = width >= 900;
  const half = wide ? Math.floor((width - 16) / 2) : width;
  const axisA = useTimeAxis(rangeA, timezone, locale, half, level === 'raw');
  const axisB = useTimeAxis(rangeB, timezone, locale, half, level === 'raw');
  const offsetAxis = useOffsetAxis(overlaid.span, width);
  const valueDomain = useMemo(() => sharedValueDomain([a, b]), [a, b]);
  const limitLabel = useCallback((kind: keyof SeriesLimits, code: string) => translate(`analysis.limits.${kind}`, { code }), [translate]);
  const goalLabel = useCallback((name: string) => translate('analysis.chart.goal', { code: name }), [translate]);
  const common = { mode, limitLabel, goalLabel, locale };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup size="small" exclusive value={layout} onChange={(_, next: Layout | null) => next && setLayout(next)}>
          <ToggleButton value="sideBySide" sx={{ py: 0.25 }} data-testid="layout-side">
            {translate('analysis.comparative.sideBySide')}
          </ToggleButton>
          <ToggleButton value="overlay" sx={{ py: 0.25 }} data-testid="layout-overlay">
            {translate('analysis.comparative.overlaid')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <ChartModeToggle
          mode={mode}
          onChange={(next) => setWantLine(next === 'line')}
          lineAllowed={overlaid.lineAllowed}
          points={Math.max(a.mostPoints, b.mostPoints)}
        />
      </Stack>
      <DownsampleNotice series={[...a.downsampled, ...b.downsampled]} />
      {layout === 'overlay' ? (
        <Box data-testid="comparative-overlay">
          <TrendChart rows={overlaid.rows} series={overlaid.lines} limits={a.limits} {...offsetAxis} {...common} width={Math.max(320, width)} />
        </Box>
      ) : (
        <Stack direction={wide ? 'row' : 'column'} spacing={2}>
          {[
            { key: 'a', title: translate('analysis.comparative.periodA'), model: a, axis: axisA },
            { key: 'b', title: translate('analysis.comparative.periodB'), model: b, axis: axisB },
          ].map(({ key, title, model, axis }) => (
            <Box key={key} data-testid={`comparative-chart-${key}`}>
              <Typography variant="subtitle2">{title}</Typography>
              <TrendChart
                rows={model.rows}
                series={model.lines}
                limits={model.limits}
                {...axis}
                {...common}
                width={Math.max(320, half)}
                height={320}
                valueDomain={valueDomain}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
