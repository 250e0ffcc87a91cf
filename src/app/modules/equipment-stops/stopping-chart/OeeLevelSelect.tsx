import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OeeLevel } from '../../../../domain/equipment-stops/stop-model.js';

export const OEE_LEVELS: readonly OeeLevel[] = ['hour', 'shift', 'day', 'week', 'month'];

/** The bucket of the OEE series: hour, shift, day, week or month of the unit's period. */
export function OeeLevelSelect({ value, onChange }: { value: OeeLevel; onChange: (level: OeeLevel) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('stopCharts.oee.level')}
      value={value}
      onChange={(event) => onChange(event.target.value as OeeLevel)}
      sx={{ width: 150 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'oee-level' } as object } }}
    >
      {OEE_LEVELS.map((level) => (
        <MenuItem key={level} value={level} data-testid={`oee-level-${level}`}>
          {translate(`stopCharts.oee.levels.${level}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
