import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { StopView } from '../../../domain/equipment-stops/stop-model.js';
import { useFormat } from '../../format/useFormat.js';
import { useCan } from '../../navigation/useCan.js';
import { useUnitPeriod } from '../analysis/useUnitPeriod.js';
import { ApproveToolbar } from './approve-stop/ApproveToolbar.js';
import { isApprovable } from './approve-stop/approvable-stops.js';
import { StopSignatureDialog } from './approve-stop/StopSignatureDialog.js';
import { useStopDecision } from './approve-stop/useStopDecision.js';
import { FramePeriodFilters } from './shared/FramePeriodFilters.js';
import { formatDuration } from './shared/formatDuration.js';
import { StopsQueryTable } from './shared/StopsQueryTable.js';
import { useFramePeriod } from './shared/useFramePeriod.js';
import { useFrames } from './shared/useFrames.js';
import { useStops } from './shared/useStops.js';
import { useStopSelection } from './shared/useStopSelection.js';

const noStops: StopView[] = [];

/** `/equipment-management/approve-stop`: finished stops waiting for approval, approved or reproved with an electronic signature. */
export default function ApproveStopPage() {
  const translate = useTranslate();
  const format = useFormat();
  const { timezone } = useUnitPeriod();
  const filters = useFramePeriod(timezone);
  const { valid, idFrame } = filters;
  const stops = useStops(valid && { idFrame, range: valid, status: 'finished', consistency: 'notApproved' });
  const approvable = (stops.data ?? noStops).filter(isApprovable);
  const selection = useStopSelection(stops.data ?? noStops, isApprovable);
  const frames = useFrames();
  // A decided stop leaves the choice: reproved ones stay in the list, waiting again.
  const decision = useStopDecision(selection.chosen, () => {
    selection.clear();
    stops.reload();
  });
  const mayDecide = useCan()('update');
  const describe = (stop: StopView) => `${frames.label(stop.id_frame)} · ${format.instant(stop.start, 'dateTimeSeconds')} (${formatDuration(stop.durationMs)})`;

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="approve-stop">
      <Title title={translate('menu.equipment-management.approve-stop')} />
      <FramePeriodFilters filters={filters} timezone={timezone} />
      <Card>
        <CardContent>
          {!valid && <Typography color="text.secondary">{translate('analysis.period.invalid')}</Typography>}
          <ApproveToolbar chosenCount={selection.chosen.length} mayDecide={mayDecide} onDecide={decision.open} />
          <StopsQueryTable
            query={stops}
            emptyText={translate('stopApproval.approve.empty')}
            stops={approvable}
            columns={['start', 'end', 'duration', 'motive', 'frame', 'comment', 'reproved']}
            frameLabel={frames.label}
            selection={mayDecide ? selection : undefined}
            selectable={isApprovable}
            testId="approve-stops"
          />
        </CardContent>
      </Card>
      {decision.decision && (
        <StopSignatureDialog
          decision={decision.decision}
          stops={selection.chosen}
          onSign={decision.sign}
          onClose={decision.close}
          onStale={decision.stale}
          describe={describe}
        />
      )}
    </Stack>
  );
}
