import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { splitStop } from '../../../../domain/equipment-stops/split-stop.js';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { wallTimeToUtc } from '../../../../domain/format/index.js';
import { useFormat } from '../../../format/useFormat.js';
import type { MotiveOption } from './allowed-motives.js';
import { MotivePicker } from './MotivePicker.js';
import { wallTimeWithSeconds } from './wall-seconds.js';

export interface SplitRequest {
  version: number;
  at: string;
  id_motive: number | null;
}

interface SplitDialogProps {
  stop: StopView;
  motives: readonly MotiveOption[];
  now: number;
  onClose: () => void;
  /** The server's refusal key, or null when the stop was split. */
  onSplit: (request: SplitRequest) => Promise<string | null>;
}

/** Splits a stop at an instant inside it; the instant is checked here (inside, last part over 1 s) before the server is asked. */
export function SplitDialog({ stop, motives, now, onClose, onSplit }: SplitDialogProps) {
  const translate = useTranslate();
  const format = useFormat();
  const start = Date.parse(stop.start);
  const end = stop.end === null ? now : Date.parse(stop.end);
  const [text, setText] = useState(() => wallTimeWithSeconds(format.timeZone, start + Math.floor((end - start) / 2000) * 1000));
  const [idMotive, setMotive] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const at = wallTimeToUtc(format.timeZone, text);
  const problem =
    at === undefined
      ? 'stoppingPoint.split.invalidInstant'
      : (() => {
          const split = splitStop({ start, end: stop.end === null ? null : end }, at, now);
          return 'refusal' in split ? split.refusal : null;
        })();

  const submit = async () => {
    setTried(true);
    if (problem || at === undefined) return;
    setBusy(true);
    const answer = await onSplit({ version: stop.version, at: new Date(at).toISOString(), id_motive: idMotive });
    setBusy(false);
    if (answer === null) onClose();
    else setRefusal(answer);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="split-dialog">
      <DialogTitle>{translate('stoppingPoint.split.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {translate('stoppingPoint.split.help', {
              start: format.instant(start, 'dateTimeSeconds'),
              end: stop.end === null ? translate('equipmentStops.status.open') : format.instant(end, 'dateTimeSeconds'),
            })}
          </DialogContentText>
          <TextField
            type="datetime-local"
            label={translate('stoppingPoint.split.at')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setRefusal(null);
            }}
            error={tried && problem !== null}
            helperText={tried && problem ? translate(problem) : format.zone(at ?? start)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': 'split-at' } }}
          />
          <MotivePicker options={motives} value={idMotive} onChange={setMotive} label={translate('stoppingPoint.split.motive')} testId="split-motive" />
          {refusal && (
            <Alert severity="error" data-testid="split-refusal">
              {translate(refusal)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="split-confirm">
          {translate('stoppingPoint.actions.split')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
