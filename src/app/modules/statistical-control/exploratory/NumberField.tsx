import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { parseNumber as parse } from './parse-number.js';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  helperText?: string;
  testId: string;
  step?: number;
  width?: number;
}

/** A number typed with a point or a comma; the text is kept while it is not a number yet. */
export function NumberField({ label, value, onChange, error, helperText, testId, step = 1, width = 150 }: NumberFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    if (parse(text) !== value) setText(value === null ? '' : String(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change rewrites what is typed.
  }, [value]);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
      error={Boolean(error)}
      helperText={error ?? helperText ?? ' '}
      slotProps={{ htmlInput: { inputMode: step < 1 ? 'decimal' : 'numeric', 'data-testid': testId } }}
      sx={{ width }}
    />
  );
}
