import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { StopDecision } from '../shared/stops-api.js';
import { decisionProblem, type DecisionProblem } from './approvable-stops.js';

export type Decision = StopDecision['decision'];

interface SignatureDialogProps {
  decision: Decision;
  stops: readonly StopView[];
  /** Sends the decision; a refusal is thrown as the server's ApiError. */
  onSign: (signature: { comment: string; password: string }) => Promise<void>;
  onClose: () => void;
  /** A stop changed meanwhile: the page closes the dialog and reads its list again. */
  onStale: () => void;
  /** How a stop is named in the dialog (frame and start). */
  describe: (stop: StopView) => string;
}

/** The electronic signature of an approval or reproval: a comment (required to reprove) and the user's password. */
export function SignatureDialog({ decision, stops, onSign, onClose, onStale, describe }: SignatureDialogProps) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<DecisionProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const commentMissing = decision === 'reprove' && comment.trim() === '';
  const fieldKey = (field: string) => (problem?.kind === 'fields' ? problem.fields[field]?.key : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (commentMissing || !password || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSign({ comment: comment.trim(), password });
    } catch (error) {
      const found = decisionProblem(error, stops);
      if (found.kind === 'stale') return onStale();
      setProblem(found);
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="signature-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate(`stopApproval.approve.${decision}Title`, { smart_count: stops.length })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('stopApproval.approve.comment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              required={decision === 'reprove'}
              multiline
              minRows={2}
              error={Boolean(fieldKey('comment'))}
              helperText={
                fieldKey('comment') ? translate(fieldKey('comment')!) : decision === 'reprove' ? translate('stopApproval.approve.commentRequired') : undefined
              }
              slotProps={{ htmlInput: { 'data-testid': 'signature-comment', maxLength: 2000 } }}
            />
            <Typography variant="body2" color="text.secondary" data-testid="signature-statement">
              {translate(`stopApproval.approve.${decision}Statement`, { smart_count: stops.length })}
            </Typography>
            <TextField
              label={translate('stopApproval.approve.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              error={Boolean(fieldKey('password'))}
              helperText={fieldKey('password') ? translate(fieldKey('password')!) : undefined}
              slotProps={{ htmlInput: { 'data-testid': 'signature-password' } }}
            />
            {problem?.kind === 'motiveRequired' && (
              <Alert severity="error" data-testid="signature-motive-required">
                {translate('equipmentStops.errors.motiveRequired')} {translate('stopApproval.approve.withoutMotive')}
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {problem.stops.map((stop) => (
                    <li key={stop.id_stop}>{describe(stop)}</li>
                  ))}
                </ul>
              </Alert>
            )}
            {problem?.kind === 'message' && (
              <Alert severity="error" data-testid="signature-error">
                {translate(problem.key, { _: problem.key })}
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
            data-testid="signature-submit"
          >
            {translate(`stopApproval.approve.${decision}Sign`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
