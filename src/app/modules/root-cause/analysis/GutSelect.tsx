import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GUT_MAX, GUT_MIN } from '../../../../domain/root-cause/model.js';

const LEVELS = Array.from({ length: GUT_MAX - GUT_MIN + 1 }, (_, index) => GUT_MIN + index);

export type GutField = 'gravity' | 'urgency' | 'tendency';

/** One GUT score, 1–5, each level with its meaning. */
export function GutSelect({ field, value, onChange, error }: { field: GutField; value: number; onChange: (value: number) => void; error?: string }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate(`rootCause.gut.${field}`)}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ? translate(error, { _: error }) : undefined}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `cause-${field}` } as object } }}
    >
      {LEVELS.map((level) => (
        <MenuItem key={level} value={level} data-testid={`cause-${field}-option-${level}`}>
          {level} – {translate(`rcaAnalysis.cause.levels.${field}.${level}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
