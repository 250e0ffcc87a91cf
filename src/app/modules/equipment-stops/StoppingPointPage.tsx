import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import type { StopView } from '../../../domain/equipment-stops/stop-model.js';
import { useCan } from '../../navigation/useCan.js';
import { PeriodPicker } from '../analysis/PeriodPicker.js';
import { isValidRange } from '../analysis/period-shortcuts.js';
import { ShortcutMenu } from '../analysis/ShortcutMenu.js';
import { useUnitPeriod } from '../analysis/useUnitPeriod.js';
import { FramePicker } from './shared/FramePicker.js';
import { useFrames } from './shared/useFrames.js';
import { useMotives } from './shared/useMotives.js';
import { QueryStatus } from './stopping-chart/QueryStatus.js';
import { AddStopDialog } from './stopping-point/AddStopDialog.js';
import { allowedMotives } from './stopping-point/allowed-motives.js';
import { FilterBar } from './stopping-point/FilterBar.js';
import { RemakeButton } from './stopping-point/RemakeButton.js';
import { lockReason, type RowAction } from './stopping-point/row-rules.js';
import { useStopSelection } from './shared/useStopSelection.js';
import { BulkMotiveBar } from './stopping-point/BulkMotiveBar.js';
import { StopDialogs, type OpenDialog } from './stopping-point/StopDialogs.js';
import { summarizeStops } from './stopping-point/stop-summary.js';
import { StopsGrid } from './stopping-point/StopsGrid.js';
import { StopTimeline } from './stopping-point/StopTimeline.js';
import { SummaryBar } from './stopping-point/SummaryBar.js';
import { useComplementaryTypes } from './stopping-point/useComplementaryTypes.js';
import { useStopHandlers } from './stopping-point/useStopHandlers.js';
import { useStoppingPointFilters } from './stopping-point/useStoppingPointFilters.js';
import { useStopRows } from './stopping-point/useStopRows.js';

/** `/equipment-management/stopping-point?idFrame=`: operators classify the stops of an event over a period. */
export default function StoppingPointPage() {
  const translate = useTranslate();
  const { timezone } = useUnitPeriod();
  const selection = useStoppingPointFilters(timezone);
  const { idFrame, range } = selection.filters;
  const frames = useFrames();
  const frame = idFrame === null ? undefined : frames.byId.get(idFrame);
  const motives = useMotives();
  const options = useMemo(() => allowedMotives(frame, motives.motives, motives.groups), [frame, motives.motives, motives.groups]);
  const types = useComplementaryTypes(frame);
  const { query, rows, now, put } = useStopRows(selection.query);
  const handlers = useStopHandlers(idFrame, put, query.reload);
  const can = useCan();
  const rights = useMemo(
    () => ({ update: can('update'), delete: can('delete'), annulmentAllowed: frame?.annulment_allowed !== false }),
    [can, frame?.annulment_allowed],
  );
  const editable = useCallback((stop: StopView) => lockReason(stop, rights) === null, [rights]);
  const chosen = useStopSelection(rows ?? [], editable);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [adding, setAdding] = useState(false);
  const valid = isValidRange(range) ? range : null;
  const { setFrame } = selection;

  // The first frame until one is chosen, so the page opens on stops.
  useEffect(() => {
    const first = frames.frames[0];
    if (idFrame === null && first) setFrame(Number(first.id_frame));
  }, [idFrame, frames.frames, setFrame]);

  const onSelect = useCallback((stop: StopView) => setSelectedId(stop.id_stop), []);
  const onAction = useCallback((stop: StopView, action: RowAction) => setDialog({ stop, action }), []);
  const motiveLabel = (id: number) => {
    const motive = motives.byId.get(id)?.motive;
    return motive ? `${motive.code} – ${motive.description}` : `#${id}`;
  };

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="stopping-point">
      <Title title={translate('menu.equipment-management.stopping-point')} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', pb: '8px !important' }}>
          <FramePicker value={idFrame} onChange={setFrame} allowAll={false} />
          <PeriodPicker
            range={range}
            onChange={selection.setRange}
            timezone={timezone}
            shortcuts={<ShortcutMenu timezone={timezone} onApply={selection.setRange} />}
          />
        </CardContent>
        <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', pt: 0, pb: '8px !important' }}>
          <FilterBar
            status={selection.filters.status}
            consistency={selection.filters.consistency}
            idMotive={selection.filters.idMotive}
            motives={options}
            onStatus={selection.setStatus}
            onConsistency={selection.setConsistency}
            onMotive={selection.setMotive}
          />
          {can('update') && frame?.insertion === 'automatic' && <RemakeButton frameLabel={frames.label(idFrame!)} range={valid} onRemake={handlers.remake} />}
          {can('create') && idFrame !== null && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="add-stop-button">
              {translate('stoppingPoint.add.button')}
            </Button>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {idFrame === null && <Typography color="text.secondary">{translate('stoppingPoint.chooseFrame')}</Typography>}
          {idFrame !== null && !valid && <Typography color="text.secondary">{translate('analysis.period.invalid')}</Typography>}
          <QueryStatus query={{ ...query, data: rows }} testId="stops" emptyText={translate('stoppingPoint.empty')} isEmpty={() => false}>
            {(stops) => (
              <Stack spacing={2}>
                <SummaryBar summary={summarizeStops(stops, valid!, now)} />
                <StopTimeline stops={stops} range={valid!} now={now} selectedId={selectedId} onSelect={onSelect} />
                {stops.length === 0 ? (
                  <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }} data-testid="stops-empty">
                    {translate('stoppingPoint.empty')}
                  </Typography>
                ) : (
                  <>
                    {chosen.chosen.length > 0 && (
                      <BulkMotiveBar
                        count={chosen.chosen.length}
                        motives={options}
                        onApply={async (idMotive) => {
                          await handlers.bulkMotive(chosen.chosen, idMotive);
                          chosen.clear();
                        }}
                        onClear={chosen.clear}
                      />
                    )}
                    <StopsGrid
                      stops={stops}
                      motives={options}
                      rights={rights}
                      selection={chosen}
                      selectedId={selectedId}
                      onSelect={onSelect}
                      onMotive={handlers.changeMotive}
                      onAction={onAction}
                    />
                  </>
                )}
              </Stack>
            )}
          </QueryStatus>
        </CardContent>
      </Card>
      <StopDialogs open={dialog} motives={options} types={types} now={now} motiveLabel={motiveLabel} handlers={handlers} onClose={() => setDialog(null)} />
      {adding && idFrame !== null && (
        <AddStopDialog
          idFrame={idFrame}
          frameLabel={frames.label(idFrame)}
          motives={options}
          types={types}
          motiveRequired={frame?.motive_required === true}
          onClose={() => setAdding(false)}
          onCreate={handlers.create}
        />
      )}
    </Stack>
  );
}
