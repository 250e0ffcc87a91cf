import type { ReactNode } from 'react';
import { Box, Checkbox, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { useFormat } from '../../../format/useFormat.js';
import { ConsistencyChip } from './ConsistencyChip.js';
import { formatDuration } from './formatDuration.js';
import { StopStatusChip } from './StopStatusChip.js';
import { StopsPagination } from './StopsPagination.js';
import type { StopSelection } from './useStopSelection.js';
import { useStopPages } from './useStopPages.js';

export type StopColumn = 'start' | 'end' | 'duration' | 'motive' | 'frame' | 'comment' | 'status' | 'consistency' | 'reproved' | 'integrationError';

interface StopsTableProps {
  stops: readonly StopView[];
  columns: readonly StopColumn[];
  /** The frame's code and description, for the frame column. */
  frameLabel: (idFrame: number) => string;
  /** Check boxes, with select-all in the header. */
  selection?: StopSelection;
  selectable?: (stop: StopView) => boolean;
  testId?: string;
}

function MotiveCell({ stop }: { stop: StopView }) {
  const translate = useTranslate();
  if (!stop.motive) return <Box sx={{ color: 'text.secondary' }}>{translate('stopApproval.shared.noMotive')}</Box>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: stop.motive.color || 'grey.500', flexShrink: 0 }} />
      {stop.motive.code} – {stop.motive.description}
    </Box>
  );
}

/** Stops in pages of a table that scrolls sideways on phones; the columns a page asks for, in its order. */
export function StopsTable({ stops, columns, frameLabel, selection, selectable = () => true, testId = 'stops-table' }: StopsTableProps) {
  const translate = useTranslate();
  const format = useFormat();
  const { pageRows: shown, ...pages } = useStopPages(stops);
  const cells: Record<StopColumn, (stop: StopView) => ReactNode> = {
    start: (stop) => format.instant(stop.start, 'dateTimeSeconds'),
    end: (stop) => (stop.end ? format.instant(stop.end, 'dateTimeSeconds') : '—'),
    duration: (stop) => formatDuration(stop.durationMs),
    motive: (stop) => <MotiveCell stop={stop} />,
    frame: (stop) => frameLabel(stop.id_frame),
    comment: (stop) => stop.comment ?? '',
    status: (stop) => <StopStatusChip status={stop.status} />,
    consistency: (stop) => <ConsistencyChip consistency={stop.consistency} reproved={stop.reproved} />,
    reproved: (stop) =>
      stop.reproved ? (
        <Chip size="small" color="warning" variant="outlined" label={translate('stopApproval.shared.reproved')} data-testid="stop-reproved" />
      ) : (
        ''
      ),
    integrationError: (stop) => stop.integration_error ?? '',
  };
  return (
    <>
      {/* Width 0 growing to 100 %: the table's own width must not widen the page on phones, it scrolls inside. */}
      <TableContainer sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.allChosen}
                    indeterminate={!selection.allChosen && selection.chosen.length > 0}
                    onChange={selection.toggleAll}
                    slotProps={{ input: { 'aria-label': translate('stopApproval.shared.selectAll'), 'data-testid': `${testId}-select-all` } as object }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`stopApproval.shared.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((stop) => (
              <TableRow key={stop.id_stop} hover selected={selection?.isChosen(stop.id_stop)} data-testid={`${testId}-row-${stop.id_stop}`}>
                {selection && (
                  <TableCell padding="checkbox">
                    {selectable(stop) && (
                      <Checkbox
                        checked={selection.isChosen(stop.id_stop)}
                        onChange={() => selection.toggle(stop.id_stop)}
                        slotProps={{
                          input: { 'aria-label': translate('stopApproval.shared.selectStop'), 'data-testid': `${testId}-select-${stop.id_stop}` } as object,
                        }}
                      />
                    )}
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column} sx={{ whiteSpace: column === 'comment' || column === 'integrationError' ? 'normal' : 'nowrap' }}>
                    {cells[column](stop)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <StopsPagination pages={pages} testId={testId} />
    </>
  );
}
