import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { refusalArgs, refusalKey } from './refusal-key.js';

interface ConfirmDialogProps {
  title: string;
  question: string;
  /** Shows an optional comment field, handed to `onConfirm`. */
  withComment?: boolean;
  onConfirm: (comment: string | undefined) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
  testId: string;
}

/** Asks before a command; the server's refusal is shown by its key and the dialog stays open. */
export function ConfirmDialog({ title, question, withComment, onConfirm, onDone, onClose, testId }: ConfirmDialogProps) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ key: string; args?: Record<string, unknown> } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(comment.trim() || undefined);
      onDone();
    } catch (failure) {
      setError({ key: refusalKey(failure), args: refusalArgs(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
        {withComment && (
          <TextField
            size="small"
            fullWidth
            multiline
            sx={{ mt: 2 }}
            label={translate('rcaAnalysis.effect.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-comment` } }}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
            {translate(error.key, { _: error.key, ...error.args })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('rcaAnalysis.buttons.close')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy} data-testid={`${testId}-confirm`}>
          {translate('rcaAnalysis.buttons.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
