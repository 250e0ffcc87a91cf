import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isUnread } from '../../../domain/alerts/index.js';
import type { MovementRow } from './alert-records.js';
import { useAlertTime } from './useAlertTime.js';

/** The alerts of one page; a row opens the alert. */
export function AlertMovementsTable({ rows, onOpen }: { rows: readonly MovementRow[]; onOpen: (row: MovementRow) => void }) {
  const translate = useTranslate();
  const time = useAlertTime();
  return (
    <Table size="small" data-testid="alerts-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate('alerts.dialog.raisedAt')}</TableCell>
          <TableCell>{translate('alerts.fields.title')}</TableCell>
          <TableCell>{translate('alerts.dialog.message')}</TableCell>
          <TableCell>{translate('alerts.list.group')}</TableCell>
          <TableCell>{translate('alerts.list.readState')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const mine = row.id_mvu !== undefined && row.id_mvu !== null;
          const unread = mine && isUnread(row);
          return (
            <TableRow key={row.id_movalerta} hover onClick={() => onOpen(row)} sx={{ cursor: 'pointer' }} data-testid="alerts-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }} title={time.absolute(row.mov_dt_alerta)}>
                {time.relative(row.mov_dt_alerta)}
              </TableCell>
              <TableCell sx={{ fontWeight: unread ? 700 : undefined }}>{row.mov_titulo}</TableCell>
              <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.mov_msg_alerta}</TableCell>
              <TableCell>{row.gru_descri ?? ''}</TableCell>
              <TableCell>
                {mine ? (
                  <Chip
                    size="small"
                    variant={unread ? 'filled' : 'outlined'}
                    color={unread ? 'primary' : 'default'}
                    label={translate(unread ? 'alerts.list.unread' : 'alerts.list.read')}
                  />
                ) : (
                  translate('alerts.list.notRecipient')
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
