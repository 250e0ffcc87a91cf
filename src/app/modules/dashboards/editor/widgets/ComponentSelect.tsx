import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WidgetComponent } from '../../../../../domain/dashboards/components/component-types.js';
import { groupedComponents } from './component-groups.js';

interface ComponentSelectProps {
  value: WidgetComponent;
  onChange: (component: WidgetComponent) => void;
  error?: string;
  disabled?: boolean;
}

/** The widget's component type, by its translated name, in sections (charts, indicators, lists, content). */
export function ComponentSelect({ value, onChange, error, disabled }: ComponentSelectProps) {
  const translate = useTranslate();
  const items = groupedComponents().flatMap((group) => [
    <ListSubheader key={`group-${group.key}`}>{translate(`dashboardEditor.widgets.groups.${group.key}`)}</ListSubheader>,
    ...group.types.map((type) => (
      <MenuItem key={type} value={type}>
        {translate(`resources.dashboard-widgets.enums.component.${type}`)}
      </MenuItem>
    )),
  ]);
  return (
    <TextField
      select
      label={translate('resources.dashboard-widgets.fields.component')}
      value={value}
      onChange={(event) => onChange(event.target.value as WidgetComponent)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      fullWidth
    >
      {items}
    </TextField>
  );
}
