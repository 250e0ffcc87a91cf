import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ParetoDimension } from '../../../../domain/equipment-stops/stop-model.js';

/** Group the stops by motive or by motive group. */
export function DimensionToggle({ value, onChange }: { value: ParetoDimension; onChange: (by: ParetoDimension) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, by: ParetoDimension | null) => by && onChange(by)}
      aria-label={translate('stopCharts.by.label')}
      sx={{ mt: 1.5 }}
    >
      <ToggleButton value="motive" data-testid="by-motive">
        {translate('stopCharts.by.motive')}
      </ToggleButton>
      <ToggleButton value="group" data-testid="by-group">
        {translate('stopCharts.by.group')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
