import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FrameRecord } from '../shared/useFrames.js';

interface FramesPickerProps {
  frames: readonly FrameRecord[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

/** Several frames of the unit, by code, shown as chips. */
export function FramesPicker({ frames, value, onChange }: FramesPickerProps) {
  const translate = useTranslate();
  const chosen = frames.filter((frame) => value.includes(Number(frame.id_frame)));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={frames as FrameRecord[]}
      value={chosen}
      onChange={(_, next) => onChange(next.map((frame) => Number(frame.id_frame)))}
      getOptionLabel={(frame) => `${frame.code} – ${frame.description}`}
      isOptionEqualToValue={(option, picked) => option.id_frame === picked.id_frame}
      renderOption={({ key, ...props }, frame) => (
        <li key={key} {...props} data-testid={`frames-option-${frame.code}`}>
          {frame.code} – {frame.description}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('stopApproval.events.frames')}
          placeholder={chosen.length ? undefined : translate('stopApproval.events.framesPlaceholder')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'frames-picker' } }}
        />
      )}
      sx={{ minWidth: 240, flex: '1 1 240px' }}
    />
  );
}
