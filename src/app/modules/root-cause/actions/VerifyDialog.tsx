import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { VerifyBody } from '../api/actions-api.js';
import { todayIn } from './today.js';
import { useActionSubmit } from './useActionSubmit.js';
import { verifyProblems, type VerifyDraft, type VerifyField } from './verify-check.js';

interface VerifyDialogProps {
  title: string;
  conclusionDate: string | null;
  /** Sends the verdict; a refusal is thrown as the server's ApiError. */
  onVerify: (body: Omit<VerifyBody, 'version'>) => Promise<void>;
  onStale: () => void;
  onClose: () => void;
}

const FIELDS: readonly VerifyField[] = ['date', 'status', 'commentary'];

/** The examiner's efficiency verification: a verdict, its date and, when ineffective, why. */
export function VerifyDialog({ title, conclusionDate, onVerify, onStale, onClose }: VerifyDialogProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [draft, setDraft] = useState<VerifyDraft>({ date: '', status: '', commentary: '' });
  const { busy, fieldKeys, setFieldKeys, message, run } = useActionSubmit(FIELDS, onStale, 'rootCause.messages.efficiencySaveError');
  const fieldText = (field: VerifyField) => (fieldKeys[field] ? translate(fieldKeys[field], { _: fieldKeys[field] }) : undefined);
  const set = (field: VerifyField, value: string) => setDraft((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = verifyProblems(draft, conclusionDate, todayIn(format.timeZone));
    if (Object.keys(problems).length > 0) return setFieldKeys(problems);
    if (draft.status === '') return;
    const commentary = draft.commentary.trim();
    void run(() => onVerify({ date: draft.date, status: draft.status as VerifyBody['status'], ...(commentary ? { commentary } : {}) }));
  };
  const failed = message !== null || Object.keys(fieldKeys).length > 0;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="verify-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('rcaActions.verify.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <div>{title}</div>
            <TextField
              select
              label={translate('rcaActions.verify.statusLabel')}
              value={draft.status}
              onChange={(event) => set('status', event.target.value)}
              required
              error={Boolean(fieldText('status'))}
              helperText={fieldText('status')}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'verify-status' } as object } }}
            >
              {(['effective', 'ineffective'] as const).map((status) => (
                <MenuItem key={status} value={status} data-testid={`verify-status-${status}`}>
                  {translate(`rootCause.verification.${status}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={translate('rcaActions.fields.verificationDate')}
              value={draft.date}
              onChange={(event) => set('date', event.target.value)}
              required={draft.status !== ''}
              error={Boolean(fieldText('date'))}
              helperText={fieldText('date')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'verify-date', min: conclusionDate ?? undefined } }}
            />
            <TextField
              label={translate('rcaActions.fields.commentary')}
              value={draft.commentary}
              onChange={(event) => set('commentary', event.target.value)}
              required={draft.status === 'ineffective'}
              multiline
              minRows={2}
              error={Boolean(fieldText('commentary'))}
              helperText={fieldText('commentary') ?? (draft.status === 'ineffective' ? translate('rcaActions.verify.commentaryRequired') : undefined)}
              slotProps={{ htmlInput: { 'data-testid': 'verify-commentary', maxLength: 2000 } }}
            />
            {failed && (
              <Alert severity="error" data-testid="verify-error">
                {translate('rootCause.messages.efficiencySaveError')}
                {message && message.key !== 'rootCause.messages.efficiencySaveError' && ` ${translate(message.key, { _: message.key, ...message.args })}`}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="verify-submit">
            {translate('rcaActions.verify.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
