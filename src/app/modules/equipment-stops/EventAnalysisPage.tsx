import { useMemo } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Title, useTranslate } from 'react-admin';
import { useUnitTags } from '../../unit-data/useUnitTags.js';
import { seriesLevels } from '../analysis/levels.js';
import { LevelSelect } from '../analysis/LevelSelect.js';
import { PeriodPicker } from '../analysis/PeriodPicker.js';
import { seriesColor } from '../analysis/series-colors.js';
import { ShortcutMenu } from '../analysis/ShortcutMenu.js';
import { TagPicker } from '../analysis/TagPicker.js';
import { useAnalysisSelection } from '../analysis/useAnalysisSelection.js';
import { useElementWidth } from '../analysis/useElementWidth.js';
import { useTrendQuery } from '../analysis/useTrendQuery.js';
import { useUnitPeriod } from '../analysis/useUnitPeriod.js';
import { EventChartSection } from './event-analysis/EventChartSection.js';
import { EventStopsSection } from './event-analysis/EventStopsSection.js';
import { FramesPicker } from './event-analysis/FramesPicker.js';
import { useEventStops } from './event-analysis/useEventStops.js';
import { useFrames } from './shared/useFrames.js';

/** `/analysis/event-manager`: the trend of chosen tags with the chosen frames' stops drawn on the same time axis, and those stops. */
export default function EventAnalysisPage() {
  const translate = useTranslate();
  const { palette } = useTheme();
  const { period, timezone } = useUnitPeriod();
  const unitTags = useUnitTags();
  const frames = useFrames();
  const selection = useAnalysisSelection('event-manager', seriesLevels, timezone);
  const [measure, width] = useElementWidth();
  const colors = useMemo(() => selection.tags.map((_, index) => seriesColor(index, palette.mode)), [selection.tags, palette.mode]);
  const { state, model, valid } = useTrendQuery(selection.tags, selection.range, selection.level, width, period, colors);
  const events = useEventStops(selection.eventIds, valid);
  const nothingChosen = !selection.eventIds.length && !selection.tags.length;
  const missing = nothingChosen ? translate('stopApproval.events.chooseFrames') : !valid ? translate('analysis.period.invalid') : null;

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="event-analysis">
      <Title title={translate('menu.analysis.event-manager')} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', pb: '8px !important' }}>
          <FramesPicker frames={frames.frames} value={selection.eventIds} onChange={(eventIds) => selection.update({ eventIds })} />
          <TagPicker
            tags={unitTags.tags}
            value={selection.tags}
            onChange={(tags) => selection.update({ tags })}
            onOpen={unitTags.refresh}
            loading={!unitTags.loaded}
            colors={colors}
          />
          <LevelSelect levels={seriesLevels} offered={selection.offered} value={selection.level} onChange={(level) => selection.update({ level })} />
          <PeriodPicker
            range={selection.range}
            onChange={(range) => selection.update({ range })}
            timezone={timezone}
            shortcuts={<ShortcutMenu timezone={timezone} onApply={(range) => selection.update({ range })} />}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent ref={measure}>
          <EventChartSection
            series={selection.tags.length ? { state, model } : null}
            bands={events.bands}
            range={valid}
            level={state.data?.[0]?.level ?? selection.level}
            timezone={timezone}
            width={width}
            missing={missing}
          />
        </CardContent>
      </Card>
      {selection.eventIds.length > 0 && valid && (
        <Card>
          <CardContent>
            <EventStopsSection query={events.query} stops={events.stops} frameLabel={frames.label} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
