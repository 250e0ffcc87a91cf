import { useMemo } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useLocale, useTranslate } from 'react-admin';
import { bucketAlignedRange } from './bucket-range.js';
import { csvFileName, seriesCsv } from './csv-export.js';
import { DownsampleNotice } from './DownsampleNotice.js';
import { ExportCsvButton } from './ExportCsvButton.js';
import { FiltersCard } from './FiltersCard.js';
import { reportLevels } from './levels.js';
import { isValidRange } from './period-shortcuts.js';
import { reportTotal } from './report-totals.js';
import { PeriodField, TagLevelFields } from './SelectionFields.js';
import { seriesPath } from './series-query.js';
import { SeriesStatus } from './SeriesStatus.js';
import { trendModel } from './trend-model.js';
import { useAnalysisSelection } from './useAnalysisSelection.js';
import { useDebouncedValue } from './useDebouncedValue.js';
import { useSeries } from './useSeries.js';
import { useUnitPeriod } from './useUnitPeriod.js';
import { useUnitTags } from '../../unit-data/useUnitTags.js';
import { formatDateTime } from './value-format.js';
import { ValuesTable } from './ValuesTable.js';

/** Buckets asked for: the server's most, so a report keeps every period it can. */
const reportPoints = 5000;

/** `/analysis/report-per-periods`: the consolidated value of each tag per period, with totals and export. */
export default function ReportPerPeriodsPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const { period, timezone } = useUnitPeriod();
  const unitTags = useUnitTags();
  const selection = useAnalysisSelection('report', reportLevels, timezone);
  const valid = isValidRange(selection.range) ? selection.range : null;
  const ids = selection.tags.map((tag) => tag.id_tag);
  const path =
    ids.length && valid
      ? seriesPath({ tags: ids, range: bucketAlignedRange(valid, selection.level, period), level: selection.level, points: reportPoints })
      : null;
  const state = useSeries(useDebouncedValue(path, 300));
  const level = state.data?.[0]?.level ?? selection.level;
  const model = useMemo(() => (state.data ? trendModel(state.data, selection.tags, level, period, []) : null), [state.data, selection.tags, level, period]);
  const totals = useMemo(() => {
    if (!model) return [];
    const aggregationOf = new Map(selection.tags.map((tag) => [tag.id_tag, tag.aggregation]));
    return model.series.map((series, index) =>
      reportTotal(
        aggregationOf.get(series.id_tag),
        model.merged.map((row) => row.values[index] ?? null),
      ),
    );
  }, [model, selection.tags]);

  const missing = !selection.tags.length ? translate('analysis.notices.chooseTags') : !valid ? translate('analysis.period.invalid') : null;
  const formatTime = (t: number) => formatDateTime(t, locale, timezone);
  const csv = () =>
    seriesCsv(
      { time: translate('analysis.table.time'), utc: translate('analysis.table.utc'), label: translate('analysis.table.period'), tags: model?.columns ?? [] },
      model?.merged ?? [],
      timezone,
      { title: translate('analysis.table.total'), values: totals },
    );

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="analysis-report">
      <Title title={translate('menu.analysis.report-per-periods')} />
      <FiltersCard>
        <TagLevelFields selection={selection} levels={reportLevels} unitTags={unitTags} levelLabel={translate('analysis.report.level')} />
        <PeriodField selection={selection} timezone={timezone} />
      </FiltersCard>
      <Card>
        <CardContent>
          <SeriesStatus state={state} missing={missing} empty={!model || model.merged.length === 0}>
            {model && valid && (
              <Stack spacing={1}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Typography variant="caption" color="text.secondary">
                    {translate('analysis.report.totalsHint')}
                  </Typography>
                  <Box sx={{ flex: 1 }} />
                  <ExportCsvButton fileName={() => csvFileName(`report-${level}`, valid, timezone)} build={csv} />
                </Stack>
                <DownsampleNotice series={model.downsampled} />
                <ValuesTable rows={model.merged} columns={model.columns} formatTime={formatTime} showLabel totals={totals} testId="report-table" />
              </Stack>
            )}
          </SeriesStatus>
        </CardContent>
      </Card>
    </Stack>
  );
}
