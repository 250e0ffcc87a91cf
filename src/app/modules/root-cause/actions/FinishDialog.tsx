import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { todayIn } from './today.js';
import { useActionSubmit } from './useActionSubmit.js';

interface FinishDialogProps {
  title: string;
  /** Sends the conclusion date; a refusal is thrown as the server's ApiError. */
  onFinish: (conclusionDate: string) => Promise<void>;
  onStale: () => void;
  onClose: () => void;
}

const FIELDS = ['conclusion_date'] as const;

/** Finishing an action: its conclusion date, today by default. */
export function FinishDialog({ title, onFinish, onStale, onClose }: FinishDialogProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [date, setDate] = useState(() => todayIn(format.timeZone));
  const { busy, fieldKeys, message, run } = useActionSubmit(FIELDS, onStale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) void run(() => onFinish(date));
  };
  const fieldKey = fieldKeys.conclusion_date;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="finish-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('rcaActions.finish.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <div>{title}</div>
            <TextField
              type="date"
              label={translate('rcaActions.fields.conclusionDate')}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              required
              error={Boolean(fieldKey)}
              helperText={fieldKey ? translate(fieldKey, { _: fieldKey }) : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'finish-date' } }}
            />
            {message && (
              <Alert severity="error" data-testid="finish-error">
                {translate(message.key, { _: message.key, ...message.args })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !date} data-testid="finish-submit">
            {translate('rcaActions.finish.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
