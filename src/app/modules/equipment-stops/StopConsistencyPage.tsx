import { useMemo, useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { StopConsistency } from '../../../domain/equipment-stops/stop-model.js';
import { useCan } from '../../navigation/useCan.js';
import { useUnitPeriod } from '../analysis/useUnitPeriod.js';
import { FramePeriodFilters } from './shared/FramePeriodFilters.js';
import { StopsQueryTable } from './shared/StopsQueryTable.js';
import type { StopColumn } from './shared/StopsTable.js';
import { useFramePeriod } from './shared/useFramePeriod.js';
import { useFrames } from './shared/useFrames.js';
import { useStops } from './shared/useStops.js';
import { useStopSelection } from './shared/useStopSelection.js';
import { ConsistencyTabs } from './stop-consistency/ConsistencyTabs.js';
import { countByConsistency, countsTowardConsistency, isResendable } from './stop-consistency/consistency-groups.js';
import { ResendToolbar } from './stop-consistency/ResendToolbar.js';
import { useResend } from './stop-consistency/useResend.js';

const baseColumns: StopColumn[] = ['start', 'end', 'duration', 'motive', 'frame', 'consistency'];

/** `/consistency/equipment-stopping`: the period's stops by approval and integration state, and resending to integration. */
export default function StopConsistencyPage() {
  const translate = useTranslate();
  const { timezone } = useUnitPeriod();
  const filters = useFramePeriod(timezone);
  const { valid, idFrame } = filters;
  const [state, setState] = useState<StopConsistency>('notApproved');
  const stops = useStops(valid && { idFrame, range: valid });
  const counted = useMemo(() => (stops.data ?? []).filter(countsTowardConsistency), [stops.data]);
  const shown = useMemo(() => counted.filter((stop) => stop.consistency === state), [counted, state]);
  const selection = useStopSelection(shown, isResendable);
  const frames = useFrames();
  const { busy, resend } = useResend(() => {
    selection.clear();
    stops.reload();
  });
  const mayResend = useCan()('update') && (state === 'approved' || state === 'integrationError');
  const columns = state === 'integrationError' ? [...baseColumns, 'integrationError' as const] : baseColumns;

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="stop-consistency">
      <Title title={translate('menu.consistency.equipment-stopping')} />
      <FramePeriodFilters filters={filters} timezone={timezone} />
      <Card>
        <ConsistencyTabs value={state} counts={stops.data && countByConsistency(counted)} onChange={setState} />
        <CardContent>
          {!valid && <Typography color="text.secondary">{translate('analysis.period.invalid')}</Typography>}
          {mayResend && <ResendToolbar chosenCount={selection.chosen.length} busy={busy} onResend={() => void resend(selection.chosen)} />}
          <StopsQueryTable
            query={stops}
            emptyText={translate('stopApproval.consistency.empty')}
            stops={shown}
            columns={columns}
            frameLabel={frames.label}
            selection={mayResend ? selection : undefined}
            selectable={isResendable}
            testId="consistency-stops"
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
