import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SeriesStatus } from '../../analysis/SeriesStatus.js';
import type { SeriesLevel, TimeRange } from '../../analysis/series-types.js';
import type { TrendModel } from '../../analysis/trend-model.js';
import type { SeriesState } from '../../analysis/useSeries.js';
import { BandLegend } from './BandLegend.js';
import { EventTrendChart } from './EventTrendChart.js';
import { bandLegend, type StopBand } from './stop-bands.js';

interface EventChartSectionProps {
  /** The series query; null while no tag is chosen (the stops are listed below the chart only). */
  series: { state: SeriesState; model: TrendModel | null } | null;
  bands: readonly StopBand[];
  range: TimeRange | null;
  level: SeriesLevel;
  timezone: string;
  width: number;
  /** What to ask for first (frames or tags, a valid period); null when there is something to draw. */
  missing: string | null;
}

/** The trend with the stop bands, its legend, and the query's state. */
export function EventChartSection({ series, bands, range, level, timezone, width, missing }: EventChartSectionProps) {
  const translate = useTranslate();
  const chart = (model: TrendModel | null) =>
    range &&
    model && (
      <Stack spacing={1}>
        <EventTrendChart model={model} bands={bands} range={range} level={level} timezone={timezone} width={width} />
        <BandLegend items={bandLegend(bands)} />
      </Stack>
    );
  if (!series)
    return (
      <Box sx={{ py: 6, textAlign: 'center' }} data-testid="event-choose-tags">
        <Typography color="text.secondary">{missing ?? translate('stopApproval.events.chooseTags')}</Typography>
      </Box>
    );
  return (
    <SeriesStatus state={series.state} missing={missing} empty={false}>
      {chart(series.model)}
    </SeriesStatus>
  );
}
