import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fetchEffectHistory } from '../api/analysis-api.js';
import { HistoryList } from '../shared/HistoryList.js';

/** The effect's history (its causes' and whys' changes too), oldest first. */
export function EffectHistoryDialog({ idEffect, version, onClose }: { idEffect: number; version: number; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="effect-history-dialog">
      <DialogTitle>{translate('rcaAnalysis.history.title')}</DialogTitle>
      <DialogContent>
        <HistoryList loadKey={`effect-history-${idEffect}-${version}`} load={() => fetchEffectHistory(idEffect)} testId="effect-history" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('rcaAnalysis.buttons.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
