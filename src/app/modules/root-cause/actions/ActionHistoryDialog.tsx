import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActionView } from '../../../../domain/root-cause/model.js';
import { HistoryList } from '../shared/HistoryList.js';
import { useActionCalls } from './action-calls.js';

/** An action's history, oldest first (`GET RCA/queries/actions/:id/history`). */
export function ActionHistoryDialog({ action, onClose }: { action: ActionView; onClose: () => void }) {
  const translate = useTranslate();
  const calls = useActionCalls();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="rca-action-history-dialog">
      <DialogTitle>{translate('rcaActions.history.title', { title: action.title })}</DialogTitle>
      <DialogContent>
        <HistoryList
          loadKey={`rca-action-history-${action.id_action}-${action.version}`}
          load={() => calls.fetchActionHistory(action.id_action)}
          testId="rca-action-history-rows"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
