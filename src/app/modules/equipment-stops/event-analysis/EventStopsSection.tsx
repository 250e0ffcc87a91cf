import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { AsyncData } from '../../data-entry/shared/useAsyncData.js';
import { StopsQueryTable } from '../shared/StopsQueryTable.js';

interface EventStopsSectionProps {
  query: AsyncData<StopView[]>;
  /** The stops of the chosen frames. */
  stops: readonly StopView[];
  frameLabel: (idFrame: number) => string;
}

/** The chosen frames' stops of the period below the chart. */
export function EventStopsSection({ query, stops, frameLabel }: EventStopsSectionProps) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('stopApproval.events.stopsTitle')}
      </Typography>
      <StopsQueryTable
        query={query}
        emptyText={translate('stopApproval.events.empty')}
        stops={stops}
        columns={['start', 'end', 'duration', 'motive', 'frame', 'status', 'consistency', 'comment']}
        frameLabel={frameLabel}
        testId="event-stops"
      />
    </>
  );
}
