import { useEffect, useState, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { fromLocalInput, toLocalInput } from './local-input.js';

interface DateTimeFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  timezone: string;
  error?: boolean;
  helperText?: ReactNode;
  testId?: string;
}

/** A date and time on the unit's wall clock; the text typed is kept while it is not a full date-time yet. */
export function DateTimeField({ label, value, onChange, timezone, error, helperText, testId }: DateTimeFieldProps) {
  const shown = value === null ? '' : toLocalInput(value, timezone);
  const [text, setText] = useState(shown);

  useEffect(() => {
    if (fromLocalInput(text, timezone) !== value) setText(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change (a shortcut, another time zone) rewrites what is typed.
  }, [shown, timezone]);

  return (
    <TextField
      type="datetime-local"
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(fromLocalInput(event.target.value, timezone));
      }}
      error={error}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId, step: 60 } }}
      sx={{ width: 200 }}
    />
  );
}
