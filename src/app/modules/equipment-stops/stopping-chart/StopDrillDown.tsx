import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { useFormat } from '../../../format/useFormat.js';
import { formatDuration } from '../shared/formatDuration.js';
import { StopStatusChip } from '../shared/StopStatusChip.js';

interface StopDrillDownProps {
  title: string;
  stops: readonly StopView[];
}

/** The stops behind one bar of the pareto: start, end, duration and state. */
export function StopDrillDown({ title, stops }: StopDrillDownProps) {
  const translate = useTranslate();
  const { instant } = useFormat();
  return (
    <Stack spacing={1} data-testid="stop-drill-down">
      <Typography variant="subtitle1">{translate('stopCharts.drillDown.title', { label: title, smart_count: stops.length })}</Typography>
      <TableContainer sx={{ overflowX: 'auto', maxHeight: 420 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{translate('stopCharts.drillDown.start')}</TableCell>
              <TableCell>{translate('stopCharts.drillDown.end')}</TableCell>
              <TableCell align="right">{translate('stopCharts.drillDown.duration')}</TableCell>
              <TableCell>{translate('stopCharts.drillDown.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stops.map((stop) => (
              <TableRow key={stop.id_stop} data-testid={`drill-stop-${stop.id_stop}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{instant(stop.start, 'dateTimeSeconds')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{stop.end ? instant(stop.end, 'dateTimeSeconds') : '—'}</TableCell>
                <TableCell align="right">{formatDuration(stop.durationMs)}</TableCell>
                <TableCell>
                  <StopStatusChip status={stop.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
