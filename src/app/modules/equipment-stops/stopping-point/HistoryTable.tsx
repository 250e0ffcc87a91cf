import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useTranslate } from 'react-admin';
import { SCROLL_SIDEWAYS } from './scroll-sideways.js';
import type { StopHistoryRow } from '../../../../domain/equipment-stops/stop-model.js';
import { useFormat } from '../../../format/useFormat.js';
import { fieldChanges } from './history-changes.js';

interface HistoryTableProps {
  rows: readonly StopHistoryRow[];
  /** A motive's code and description by id (history rows keep the id). */
  motiveLabel: (idMotive: number) => string;
}

/** A stop's history, newest first: when, who, what they did, what changed, and whether it was signed. */
export function HistoryTable({ rows, motiveLabel }: HistoryTableProps) {
  const translate = useTranslate();
  const format = useFormat();
  const valueText = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if ((field === 'start' || field === 'end') && typeof value === 'string') return format.instant(value, 'dateTimeSeconds');
    if (field === 'id_motive' && typeof value === 'number') return motiveLabel(value);
    if (field === 'status' && typeof value === 'string') return translate(`equipmentStops.status.${value}`, { _: value });
    if (field === 'consistency' && typeof value === 'string') return translate(`equipmentStops.consistency.${value}`, { _: value });
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  const newestFirst = [...rows].reverse();
  return (
    <TableContainer sx={SCROLL_SIDEWAYS}>
      <Table size="small" data-testid="history-table">
        <TableHead>
          <TableRow>
            {(['at', 'user', 'action', 'changes', 'comment'] as const).map((column) => (
              <TableCell key={column}>{translate(`stoppingPoint.history.${column}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {newestFirst.map((row, index) => (
            <TableRow key={`${row.at}-${index}`} data-testid="history-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.instant(row.at, 'dateTimeSeconds')}</TableCell>
              <TableCell>{row.user ?? translate('stoppingPoint.history.system')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`equipmentStops.history.${row.action}`, { _: row.action })}</TableCell>
              <TableCell>
                {fieldChanges(row.changes).map((change) => (
                  <Box key={change.field} data-testid={`history-change-${change.field}`}>
                    {translate(`stoppingPoint.history.fields.${change.field}`, { _: change.field })}:{' '}
                    {'before' in change ? `${valueText(change.field, change.before)} → ` : ''}
                    {valueText(change.field, change.after)}
                  </Box>
                ))}
              </TableCell>
              <TableCell>{row.comment ?? ''}</TableCell>
              <TableCell padding="checkbox">
                {row.signed && (
                  <Tooltip title={translate('stoppingPoint.history.signed')}>
                    <VerifiedUserIcon fontSize="small" color="success" aria-label={translate('stoppingPoint.history.signed')} data-testid="history-signed" />
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
