import { Card, CardContent, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useUnitTags } from '../../unit-data/useUnitTags.js';
import { seriesLevels } from '../analysis/levels.js';
import { FiltersCard } from '../analysis/FiltersCard.js';
import { PeriodField, TagLevelFields } from '../analysis/SelectionFields.js';
import { useAnalysisSelection } from '../analysis/useAnalysisSelection.js';
import { useElementWidth } from '../analysis/useElementWidth.js';
import { useTagColors } from '../analysis/useTagColors.js';
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
  const { period, timezone } = useUnitPeriod();
  const unitTags = useUnitTags();
  const frames = useFrames();
  const selection = useAnalysisSelection('event-manager', seriesLevels, timezone);
  const [measure, width] = useElementWidth();
  const colors = useTagColors(selection.tags);
  const { state, model, valid } = useTrendQuery(selection.tags, selection.range, selection.level, width, period, colors);
  const events = useEventStops(selection.eventIds, valid);
  const nothingChosen = !selection.eventIds.length && !selection.tags.length;
  const missing = nothingChosen ? translate('stopApproval.events.chooseFrames') : !valid ? translate('analysis.period.invalid') : null;

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="event-analysis">
      <Title title={translate('menu.analysis.event-manager')} />
      <FiltersCard>
        <FramesPicker frames={frames.frames} value={selection.eventIds} onChange={(eventIds) => selection.update({ eventIds })} />
        <TagLevelFields selection={selection} levels={seriesLevels} unitTags={unitTags} colors={colors} />
        <PeriodField selection={selection} timezone={timezone} />
      </FiltersCard>
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
