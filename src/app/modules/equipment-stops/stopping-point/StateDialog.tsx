import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface StateDialogProps {
  mode: 'annul' | 'enable';
  onClose: () => void;
  /** True when the server took it. */
  onConfirm: (comment: string) => Promise<boolean>;
}

/** Annul a stop or enable it again, with a comment saying why. */
export function StateDialog({ mode, onClose, onConfirm }: StateDialogProps) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm(comment.trim());
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={`${mode}-dialog`}>
      <DialogTitle>{translate(`stoppingPoint.${mode}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`stoppingPoint.${mode}.content`)}</DialogContentText>
        <TextField
          label={translate('stoppingPoint.annul.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': `${mode}-comment` } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={mode === 'annul' ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy}
          data-testid={`${mode}-confirm`}
        >
          {translate(`stoppingPoint.actions.${mode}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
