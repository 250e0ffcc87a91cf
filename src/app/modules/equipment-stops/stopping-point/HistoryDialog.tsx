import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { QueryStatus } from '../stopping-chart/QueryStatus.js';
import { fetchStopHistory } from '../shared/stops-api.js';
import { HistoryTable } from './HistoryTable.js';

interface HistoryDialogProps {
  idStop: number;
  motiveLabel: (idMotive: number) => string;
  onClose: () => void;
}

/** `GET EM/queries/stops/:id/history` in a dialog. */
export function HistoryDialog({ idStop, motiveLabel, onClose }: HistoryDialogProps) {
  const translate = useTranslate();
  const history = useAsyncData(`history-${idStop}`, () => fetchStopHistory(idStop));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="history-dialog">
      <DialogTitle>{translate('stoppingPoint.history.title')}</DialogTitle>
      <DialogContent>
        <QueryStatus query={history} testId="history" emptyText={translate('stoppingPoint.history.empty')} isEmpty={(rows) => rows.length === 0}>
          {(rows) => <HistoryTable rows={rows} motiveLabel={motiveLabel} />}
        </QueryStatus>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
