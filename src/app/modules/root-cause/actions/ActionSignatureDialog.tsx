import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useActionSubmit } from './useActionSubmit.js';

export type SignatureDecision = 'approve' | 'disapprove';

interface ActionSignatureDialogProps {
  decision: SignatureDecision;
  title: string;
  /** Sends the signature; a refusal is thrown as the server's ApiError. */
  onSign: (signature: { password: string; comment: string }) => Promise<void>;
  onStale: () => void;
  onClose: () => void;
}

const FIELDS = ['password', 'comment'] as const;

/**
 * The electronic signature of an approval or disapproval: the caller's password and a comment (required to
 * disapprove). The stop approval's SignatureDialog is bound to stops, so the action has its own.
 */
export function ActionSignatureDialog({ decision, title, onSign, onStale, onClose }: ActionSignatureDialogProps) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const { busy, fieldKeys, message, run } = useActionSubmit(FIELDS, onStale);
  const commentMissing = decision === 'disapprove' && comment.trim() === '';
  const fieldText = (field: (typeof FIELDS)[number]) => (fieldKeys[field] ? translate(fieldKeys[field], { _: fieldKeys[field] }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (commentMissing || !password) return;
    void run(async () => {
      try {
        await onSign({ password, comment: comment.trim() });
      } catch (error) {
        setPassword('');
        throw error;
      }
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="action-signature-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate(`rcaActions.signature.${decision}Title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="subtitle2">{title}</Typography>
            <TextField
              label={translate('rcaActions.signature.comment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              required={decision === 'disapprove'}
              multiline
              minRows={2}
              error={Boolean(fieldText('comment'))}
              helperText={fieldText('comment') ?? (decision === 'disapprove' ? translate('rcaActions.signature.commentRequired') : undefined)}
              slotProps={{ htmlInput: { 'data-testid': 'action-signature-comment', maxLength: 2000 } }}
            />
            <Typography variant="body2" color="text.secondary">
              {translate(`rcaActions.signature.${decision}Statement`)}
            </Typography>
            <TextField
              label={translate('rcaActions.signature.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              error={Boolean(fieldText('password'))}
              helperText={fieldText('password')}
              slotProps={{ htmlInput: { 'data-testid': 'action-signature-password' } }}
            />
            {message && (
              <Alert severity="error" data-testid="action-signature-error">
                {translate(message.key, { _: message.key, ...message.args })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'approve' ? 'primary' : 'warning'}
            disabled={busy || commentMissing || !password}
            data-testid="action-signature-submit"
          >
            {translate(`rcaActions.signature.${decision}Sign`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
