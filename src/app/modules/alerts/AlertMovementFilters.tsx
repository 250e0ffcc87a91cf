import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AlertGroup, ReadFilter } from './alert-records.js';
import type { DayRange } from './alert-period.js';

export interface AlertMovementFiltersProps {
  days: DayRange;
  groupId: number | undefined;
  read: ReadFilter;
  groups: readonly AlertGroup[];
  invalidPeriod: boolean;
  onDays: (days: DayRange) => void;
  onGroup: (groupId: number | undefined) => void;
  onRead: (read: ReadFilter) => void;
}

const readChoices: ReadFilter[] = ['all', 'unread', 'read'];
const shrunk = { inputLabel: { shrink: true } };

/** Period (days of the unit), alert group and reading state of the alerts page. */
export function AlertMovementFilters({ days, groupId, read, groups, invalidPeriod, onDays, onGroup, onRead }: AlertMovementFiltersProps) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
      <TextField
        type="date"
        label={translate('alerts.list.from')}
        value={days.fromDay}
        onChange={(event) => onDays({ ...days, fromDay: event.target.value })}
        error={invalidPeriod}
        helperText={invalidPeriod ? translate('alerts.list.invalidPeriod') : undefined}
        slotProps={{ ...shrunk, htmlInput: { 'data-testid': 'alerts-from' } }}
      />
      <TextField
        type="date"
        label={translate('alerts.list.to')}
        value={days.toDay}
        onChange={(event) => onDays({ ...days, toDay: event.target.value })}
        error={invalidPeriod}
        slotProps={{ ...shrunk, htmlInput: { 'data-testid': 'alerts-to' } }}
      />
      <TextField
        select
        label={translate('alerts.list.group')}
        value={groupId === undefined ? '' : String(groupId)}
        onChange={(event) => onGroup(event.target.value === '' ? undefined : Number(event.target.value))}
        sx={{ minWidth: 200 }}
        slotProps={{ ...shrunk, select: { displayEmpty: true }, htmlInput: { 'data-testid': 'alerts-group' } }}
      >
        <MenuItem value="">{translate('alerts.list.all')}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.id_grupoalerta} value={String(group.id_grupoalerta)}>
            {group.gru_descri}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('alerts.list.readState')}
        value={read}
        onChange={(event) => onRead(event.target.value as ReadFilter)}
        sx={{ minWidth: 140 }}
        slotProps={{ htmlInput: { 'data-testid': 'alerts-read' } }}
      >
        {readChoices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`alerts.list.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
