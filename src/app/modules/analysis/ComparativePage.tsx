import { useMemo } from 'react';
import { Button, Card, CardContent, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ComparativeCharts } from './ComparativeCharts.js';
import { compareSummaries } from './comparative-model.js';
import { ComparisonSummary } from './ComparisonSummary.js';
import { seriesLevels } from './levels.js';
import { isValidRange, precedingRange } from './period-shortcuts.js';
import { PeriodPicker } from './PeriodPicker.js';
import { TagLevelFields } from './SelectionFields.js';
import { SeriesStatus } from './SeriesStatus.js';
import { ShortcutMenu } from './ShortcutMenu.js';
import { useAnalysisSelection } from './useAnalysisSelection.js';
import { useElementWidth } from './useElementWidth.js';
import { useTagColors } from './useTagColors.js';
import { useTrendQuery } from './useTrendQuery.js';
import { useUnitPeriod } from './useUnitPeriod.js';
import { useUnitTags } from '../../unit-data/useUnitTags.js';

/** `/analysis/comparative-between-periods`: the same tags over two periods, with their summaries. */
export default function ComparativePage() {
  const translate = useTranslate();
  const { period, timezone } = useUnitPeriod();
  const unitTags = useUnitTags();
  const selection = useAnalysisSelection('comparative', seriesLevels, timezone);
  const [measure, width] = useElementWidth();
  const colors = useTagColors(selection.tags);
  // Each period asks for the points of half the width: the charts stand side by side.
  const a = useTrendQuery(selection.tags, selection.range, selection.level, width / 2, period, colors);
  const b = useTrendQuery(selection.tags, selection.rangeB, selection.level, width / 2, period, colors);
  const summaries = useMemo(() => (a.model && b.model ? compareSummaries(a.model, b.model) : []), [a.model, b.model]);

  const missing = !selection.tags.length ? translate('analysis.notices.chooseTags') : !a.valid || !b.valid ? translate('analysis.period.invalid') : null;
  const failed = a.state.error ? a.state : b.state;
  const both = { ...failed, data: a.state.data && b.state.data ? [...a.state.data, ...b.state.data] : null, loading: a.state.loading || b.state.loading };
  const empty = !a.model || !b.model || [...a.model.series, ...b.model.series].every((series) => series.points.length === 0);

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="analysis-comparative">
      <Title title={translate('menu.analysis.comparative-between-periods')} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 1, flexDirection: 'column', pb: '8px !important' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TagLevelFields selection={selection} levels={seriesLevels} unitTags={unitTags} colors={colors} />
          </Stack>
          <PeriodPicker
            title={translate('analysis.comparative.periodA')}
            range={selection.range}
            onChange={(range) => selection.update({ range })}
            timezone={timezone}
            testId="period-a"
            shortcuts={<ShortcutMenu timezone={timezone} onApply={(range) => selection.update({ range })} testId="shortcuts-a" />}
          />
          <PeriodPicker
            title={translate('analysis.comparative.periodB')}
            range={selection.rangeB}
            onChange={(rangeB) => selection.update({ rangeB })}
            timezone={timezone}
            testId="period-b"
            shortcuts={
              <>
                <ShortcutMenu timezone={timezone} onApply={(rangeB) => selection.update({ rangeB })} testId="shortcuts-b" />
                <Button
                  sx={{ mt: 1 }}
                  disabled={!isValidRange(selection.range)}
                  onClick={() => isValidRange(selection.range) && selection.update({ rangeB: precedingRange(selection.range) })}
                  data-testid="period-b-preceding"
                >
                  {translate('analysis.comparative.preceding')}
                </Button>
              </>
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent ref={measure}>
          <SeriesStatus state={both} missing={missing} empty={empty}>
            {a.model && b.model && a.valid && b.valid && (
              <Stack spacing={2}>
                <ComparativeCharts
                  a={a.model}
                  b={b.model}
                  rangeA={a.valid}
                  rangeB={b.valid}
                  level={a.state.data?.[0]?.level ?? selection.level}
                  timezone={timezone}
                  width={width}
                />
                <ComparisonSummary rows={summaries} />
              </Stack>
            )}
          </SeriesStatus>
        </CardContent>
      </Card>
    </Stack>
  );
}
