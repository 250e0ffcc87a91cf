import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useResourceList } from '../../../data/typed-data-provider.js';

interface FrameSelectProps {
  value: number | null;
  onChange: (idFrame: number | null) => void;
}

/** All frames of the unit, or one of them. */
export function FrameSelect({ value, onChange }: FrameSelectProps) {
  const translate = useTranslate();
  const { data: frames = [] } = useResourceList('settings/event-manager/frames', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'code', order: 'ASC' },
  });
  return (
    <TextField
      select
      label={translate('stopCharts.frame')}
      value={value ?? 'all'}
      onChange={(event) => onChange(event.target.value === 'all' ? null : Number(event.target.value))}
      sx={{ minWidth: 220, mt: 1 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'frame-select' } as object } }}
    >
      <MenuItem value="all">{translate('stopCharts.allFrames')}</MenuItem>
      {frames.map((frame) => (
        <MenuItem key={frame.id_frame} value={frame.id_frame} data-testid={`frame-option-${frame.code}`}>
          {frame.code} – {frame.description}
        </MenuItem>
      ))}
    </TextField>
  );
}
