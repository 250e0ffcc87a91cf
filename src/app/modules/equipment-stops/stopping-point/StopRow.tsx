import { memo } from 'react';
import { Box, Checkbox, Stack, TableCell, TableRow, Tooltip } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { useFormat } from '../../../format/useFormat.js';
import { newAnalysisPath } from '../../rca-links/analysis-paths.js';
import { AnalysisChip } from '../../rca-links/AnalysisChip.js';
import { useMayAnalyse } from '../../rca-links/useMayAnalyse.js';
import { ConsistencyChip } from '../shared/ConsistencyChip.js';
import { formatDuration } from '../shared/formatDuration.js';
import { StopStatusChip } from '../shared/StopStatusChip.js';
import type { MotiveOption } from './allowed-motives.js';
import { MotivePicker } from './MotivePicker.js';
import { ReprovedNote } from './ReprovedNote.js';
import { RowActionsMenu } from './RowActionsMenu.js';
import type { RowAction } from './row-rules.js';

interface StopRowProps {
  stop: StopView;
  selected: boolean;
  /** Chosen for a motive given to many stops at once (editable rows only). */
  chosen: boolean;
  onChoose: (idStop: number) => void;
  motives: readonly MotiveOption[];
  /** Why the row cannot be edited (message key), or null. */
  locked: string | null;
  actions: readonly RowAction[];
  onMotive: (stop: StopView, idMotive: number | null) => void;
  onAction: (stop: StopView, action: RowAction) => void;
  onSelect: (stop: StopView) => void;
  /** A motive was chosen with the keyboard: the next stop's picker takes the focus. */
  onKeyboardPick: (stop: StopView) => void;
}

/** One stop: its times, an inline motive picker, its states and root-cause analysis, comment and actions. */
export const StopRow = memo(function StopRow({
  stop,
  selected,
  chosen,
  onChoose,
  motives,
  locked,
  actions,
  onMotive,
  onAction,
  onSelect,
  onKeyboardPick,
}: StopRowProps) {
  const translate = useTranslate();
  const format = useFormat();
  const mayAnalyse = useMayAnalyse();
  const picker = (
    <MotivePicker
      options={motives}
      value={stop.id_motive}
      current={stop.motive}
      onChange={(idMotive) => onMotive(stop, idMotive)}
      onKeyboardPick={() => onKeyboardPick(stop)}
      disabled={locked !== null}
      testId={`stop-motive-${stop.id_stop}`}
    />
  );
  return (
    <TableRow
      hover
      selected={selected}
      onClick={() => onSelect(stop)}
      data-testid={`stop-row-${stop.id_stop}`}
      sx={{ opacity: stop.status === 'annulled' ? 0.6 : 1, scrollMarginTop: 80 }}
    >
      <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
        {locked === null && (
          <Checkbox
            size="small"
            checked={chosen}
            onChange={() => onChoose(stop.id_stop)}
            slotProps={{ input: { 'aria-label': translate('stoppingPoint.bulk.selectStop'), 'data-testid': `stop-choose-${stop.id_stop}` } as object }}
          />
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.instant(stop.start, 'dateTimeSeconds')}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatDuration(stop.durationMs)}</TableCell>
      <TableCell onClick={(event) => event.stopPropagation()} sx={{ minWidth: 240 }}>
        {locked ? (
          <Tooltip title={translate(locked)}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid={`stop-locked-${stop.id_stop}`}>
              <Box sx={{ flexGrow: 1 }}>{picker}</Box>
              <LockOutlinedIcon fontSize="small" color="disabled" />
            </Stack>
          </Tooltip>
        ) : (
          picker
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{stop.end ? format.instant(stop.end, 'dateTimeSeconds') : '—'}</TableCell>
      <TableCell>
        <StopStatusChip status={stop.status} />
      </TableCell>
      <TableCell onClick={(event) => event.stopPropagation()}>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ConsistencyChip consistency={stop.consistency} />
          {stop.reproved && <ReprovedNote idStop={stop.id_stop} />}
          {mayAnalyse && stop.analysis && <AnalysisChip analysis={stop.analysis} testId={`stop-analysis-${stop.id_stop}`} />}
        </Stack>
      </TableCell>
      <TableCell sx={{ minWidth: 160, maxWidth: 320 }}>{stop.comment ?? ''}</TableCell>
      <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
        <RowActionsMenu
          idStop={stop.id_stop}
          actions={actions}
          onAction={(action) => onAction(stop, action)}
          analyseHref={mayAnalyse && !stop.analysis ? newAnalysisPath('stop', stop.id_stop) : null}
        />
      </TableCell>
    </TableRow>
  );
});
