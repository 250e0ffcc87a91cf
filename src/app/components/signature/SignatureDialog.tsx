import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Signature, SignatureProblem } from './signature-problem.js';
import { useSignature } from './useSignature.js';

export interface SignatureDialogProps {
  /** The decision's word in the message keys: `approve`, or a refusal (`reprove`, `disapprove`) that must say why. */
  decision: string;
  /** Where the texts are: `<messages>.<decision>Title|Statement|Sign` and `<messages>.comment|commentRequired|password`. */
  messages: string;
  /** How many records are signed, for the plural of the title and statement; left out when one thing is signed. */
  count?: number;
  /** What is signed, shown above the comment. */
  subject?: string;
  /** The test ids' prefix: `<testId>-dialog`, `-comment`, `-statement`, `-password`, `-error`, `-submit`. */
  testId: string;
  /** Sends the signature; a refusal is thrown (the server's ApiError) and read by `explain`. */
  onSign: (signature: Signature) => Promise<void>;
  explain: (error: unknown) => SignatureProblem;
  onStale: () => void;
  onClose: () => void;
}

/** An electronic signature: a comment (required to refuse) and the person's password typed again. */
export function SignatureDialog({ decision, messages, count, subject, testId, onSign, explain, onStale, onClose }: SignatureDialogProps) {
  const translate = useTranslate();
  const refuses = decision !== 'approve';
  const signature = useSignature({ refuses, onSign, explain, onStale });
  const { problem, fieldKey } = signature;
  const plural = count === undefined ? undefined : { smart_count: count };
  const fieldText = (field: 'comment' | 'password') => {
    const key = fieldKey(field);
    return key ? translate(key, { _: key }) : undefined;
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid={`${testId}-dialog`}>
      <form onSubmit={signature.submit} noValidate>
        <DialogTitle>{translate(`${messages}.${decision}Title`, plural)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {subject && <Typography variant="subtitle2">{subject}</Typography>}
            <TextField
              label={translate(`${messages}.comment`)}
              value={signature.comment}
              onChange={(event) => signature.setComment(event.target.value)}
              required={refuses}
              multiline
              minRows={2}
              error={Boolean(fieldText('comment'))}
              helperText={fieldText('comment') ?? (refuses ? translate(`${messages}.commentRequired`) : undefined)}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-comment`, maxLength: 2000 } }}
            />
            <Typography variant="body2" color="text.secondary" data-testid={`${testId}-statement`}>
              {translate(`${messages}.${decision}Statement`, plural)}
            </Typography>
            <TextField
              label={translate(`${messages}.password`)}
              type="password"
              autoComplete="current-password"
              value={signature.password}
              onChange={(event) => signature.setPassword(event.target.value)}
              required
              error={Boolean(fieldText('password'))}
              helperText={fieldText('password')}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-password` } }}
            />
            {problem?.kind === 'notice' && (
              <Alert severity="error" data-testid={problem.testId}>
                {problem.content}
              </Alert>
            )}
            {problem?.kind === 'message' && (
              <Alert severity="error" data-testid={`${testId}-error`}>
                {translate(problem.key, { _: problem.key, ...problem.args })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color={refuses ? 'warning' : 'primary'} disabled={!signature.canSubmit} data-testid={`${testId}-submit`}>
            {translate(`${messages}.${decision}Sign`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
