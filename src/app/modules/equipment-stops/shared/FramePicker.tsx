import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFrames } from './useFrames.js';

interface FramePickerProps {
  /** null: all frames (only offered with `allowAll`). */
  value: number | null;
  onChange: (idFrame: number | null) => void;
  allowAll?: boolean;
  testId?: string;
}

/** One frame (event) of the unit, or all of them. */
export function FramePicker({ value, onChange, allowAll = true, testId = 'frame-picker' }: FramePickerProps) {
  const translate = useTranslate();
  const { frames } = useFrames();
  return (
    <TextField
      select
      label={translate('stopApproval.shared.frame')}
      value={value ?? (allowAll ? 'all' : '')}
      onChange={(event) => onChange(event.target.value === 'all' ? null : Number(event.target.value))}
      sx={{ minWidth: 220, mt: 1 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {allowAll && <MenuItem value="all">{translate('stopApproval.shared.allFrames')}</MenuItem>}
      {frames.map((frame) => (
        <MenuItem key={frame.id_frame} value={frame.id_frame} data-testid={`${testId}-option-${frame.code}`}>
          {frame.code} – {frame.description}
        </MenuItem>
      ))}
    </TextField>
  );
}
