import { useState } from 'react';
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wallTimeToUtc } from '../../../../domain/format/index.js';
import { useFormat } from '../../../format/useFormat.js';
import { wallTimeWithSeconds } from './wall-seconds.js';

export interface StopTimes {
  start: string;
  /** null: still stopped. */
  end: string | null;
}

/**
 * The start and end (or "still stopped") of a manual stop on the unit's clock, to the second. `read()`
 * gives the times as ISO UTC, or null after showing what is wrong under the fields.
 */
export function useStopTimes(initialStart: number, initialEnd: number | null) {
  const translate = useTranslate();
  const format = useFormat();
  const [startText, setStartText] = useState(() => wallTimeWithSeconds(format.timeZone, initialStart));
  // An open stop's end is offered as now, the usual answer when it is being closed.
  const [endText, setEndText] = useState(() => wallTimeWithSeconds(format.timeZone, initialEnd ?? Math.floor(Date.now() / 1000) * 1000));
  const [open, setOpen] = useState(initialEnd === null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const read = (): StopTimes | null => {
    const start = wallTimeToUtc(format.timeZone, startText);
    const end = open ? null : wallTimeToUtc(format.timeZone, endText);
    const problems: Record<string, string> = {};
    if (start === undefined) problems.start = translate('stoppingPoint.split.invalidInstant');
    if (end === undefined) problems.end = translate('stoppingPoint.split.invalidInstant');
    else if (end !== null && start !== undefined && end <= start) problems.end = translate('stoppingPoint.add.endBeforeStart');
    setErrors(problems);
    if (start === undefined || end === undefined || Object.keys(problems).length) return null;
    return { start: new Date(start).toISOString(), end: end === null ? null : new Date(end).toISOString() };
  };
  return { startText, setStartText, endText, setEndText, open, setOpen, errors, setErrors, read };
}

/** The fields of `useStopTimes`; `errors` may also carry the server's refusal of `start` or `end`. */
export function StopTimesFields({ times }: { times: ReturnType<typeof useStopTimes> }) {
  const translate = useTranslate();
  const field = (name: 'start' | 'end', text: string, setText: (text: string) => void, disabled = false) => (
    <TextField
      type="datetime-local"
      label={translate(`stoppingPoint.add.${name}`)}
      value={text}
      onChange={(event) => setText(event.target.value)}
      disabled={disabled}
      error={!!times.errors[name]}
      helperText={times.errors[name] ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': `stop-${name}` } }}
      sx={{ width: 230 }}
    />
  );
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {field('start', times.startText, times.setStartText)}
        {field('end', times.endText, times.setEndText, times.open)}
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={times.open} onChange={(event) => times.setOpen(event.target.checked)} data-testid="stop-still-open" />}
        label={translate('stoppingPoint.add.stillOpen')}
      />
    </>
  );
}
