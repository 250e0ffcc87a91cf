import { useCallback } from 'react';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { csvFileName, seriesCsv } from './csv-export.js';
import { ChartModeToggle } from './ChartModeToggle.js';
import { DownsampleNotice } from './DownsampleNotice.js';
import { ExportCsvButton } from './ExportCsvButton.js';
import type { SeriesLevel, SeriesLimits, TimeRange } from './series-types.js';
import { TrendChart, type ChartMode } from './TrendChart.js';
import type { TrendModel } from './trend-model.js';
import { useTimeAxis } from './useTimeAxis.js';
import { ValuesTable } from './ValuesTable.js';

interface TrendViewProps {
  model: TrendModel;
  range: TimeRange;
  level: SeriesLevel;
  timezone: string;
  width: number;
  /** The CSV file name's prefix. */
  filePrefix: string;
  /** Chart or table, and whether lines are wanted: kept by the page while the query changes. */
  options: TrendViewOptions;
  onOptionsChange: (options: TrendViewOptions) => void;
}

export interface TrendViewOptions {
  view: 'chart' | 'table';
  wantLine: boolean;
}

/** The trend of the chosen tags as a chart or a table, with the line option and the CSV export of what is shown. */
export function TrendView({ model, range, level, timezone, width, filePrefix, options, onOptionsChange }: TrendViewProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const { view, wantLine } = options;
  const setView = (next: TrendViewOptions['view']) => onOptionsChange({ ...options, view: next });
  const setWantLine = (next: boolean) => onOptionsChange({ ...options, wantLine: next });
  const mode: ChartMode = wantLine && model.lineAllowed ? 'line' : 'dots';
  const axis = useTimeAxis(range, timezone, locale, width, level === 'raw');
  const limitLabel = useCallback((kind: keyof SeriesLimits, code: string) => translate(`analysis.limits.${kind}`, { code }), [translate]);
  const goalLabel = useCallback((name: string) => translate('analysis.chart.goal', { code: name }), [translate]);
  const consolidated = level !== 'raw';

  const csv = () =>
    seriesCsv(
      {
        time: translate('analysis.table.time'),
        utc: translate('analysis.table.utc'),
        ...(consolidated ? { label: translate('analysis.table.period') } : {}),
        tags: model.columns,
      },
      model.merged,
      timezone,
    );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Tabs value={view} onChange={(_, next: 'chart' | 'table') => setView(next)} sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 0.5 } }}>
          <Tab value="chart" label={translate('analysis.views.chart')} data-testid="view-chart" />
          <Tab value="table" label={translate('analysis.views.table')} data-testid="view-table" />
        </Tabs>
        <Box sx={{ flex: 1 }} />
        {view === 'chart' && (
          <ChartModeToggle mode={mode} onChange={(next) => setWantLine(next === 'line')} lineAllowed={model.lineAllowed} points={model.mostPoints} />
        )}
        <ExportCsvButton fileName={() => csvFileName(filePrefix, range, timezone)} build={csv} disabled={!model.merged.length} />
      </Stack>
      <DownsampleNotice series={model.downsampled} />
      {view === 'chart' ? (
        <Box data-testid="trend-chart" sx={{ overflow: 'hidden' }}>
          <TrendChart
            rows={model.rows}
            series={model.lines}
            limits={model.limits}
            mode={mode}
            {...axis}
            limitLabel={limitLabel}
            goalLabel={goalLabel}
            locale={locale}
            width={Math.max(320, width)}
          />
        </Box>
      ) : (
        <ValuesTable rows={model.merged} columns={model.columns} formatTime={axis.formatTime} showLabel={consolidated} />
      )}
    </Stack>
  );
}
