import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { ExistingValue } from './existing-values.js';

export interface OverwriteDialogProps {
  /** The stored values the write would replace; the dialog is open while there are some. */
  existing: readonly ExistingValue[] | null;
  decimalsOf: (idTag: number) => number | undefined;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Shows the values already stored at the times being saved, beside the new ones, and asks before replacing them. */
export function OverwriteDialog({ existing, decimalsOf, saving, onConfirm, onCancel }: OverwriteDialogProps) {
  const translate = useTranslate();
  const format = useFormat();
  const shown = (idTag: number, value: number) => format.number(value, { maxDecimals: decimalsOf(idTag) ?? 6 });
  return (
    <Dialog open={Boolean(existing?.length)} onClose={onCancel} data-testid="overwrite-dialog">
      <DialogTitle>{translate('dataEntry.overwrite.title', { smart_count: existing?.length ?? 0 })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('dataEntry.overwrite.intro', { zone: format.zone() })}</DialogContentText>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('dataEntry.common.tag')}</TableCell>
              <TableCell>{translate('dataEntry.common.time')}</TableCell>
              <TableCell align="right">{translate('dataEntry.overwrite.stored')}</TableCell>
              <TableCell align="right">{translate('dataEntry.overwrite.new')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(existing ?? []).map((row) => (
              <TableRow key={`${row.id_tag}|${row.ts}`} data-testid="overwrite-row">
                <TableCell>{row.tag}</TableCell>
                <TableCell>{format.instant(row.ts, 'dateTimeSeconds')}</TableCell>
                <TableCell align="right" data-testid="overwrite-stored">
                  {shown(row.id_tag, row.stored)}
                </TableCell>
                <TableCell align="right" data-testid="overwrite-new">
                  {shown(row.id_tag, row.value)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="overwrite-cancel">
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="warning" disabled={saving} data-testid="overwrite-confirm">
          {translate('dataEntry.overwrite.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
