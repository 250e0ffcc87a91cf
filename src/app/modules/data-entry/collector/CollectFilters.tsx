import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CollectFrequency, CollectSlot } from './collect-slots.js';
import type { CollectGroup } from './useCollectGroups.js';

export interface CollectFiltersProps {
  groups: readonly CollectGroup[];
  groupId: number | undefined;
  onGroup: (id: number) => void;
  date: string;
  onDate: (date: string) => void;
  frequency: CollectFrequency;
  slots: readonly CollectSlot[];
  slot: CollectSlot | undefined;
  onSlot: (start: number) => void;
  timezone: string;
}

const shrunk = { inputLabel: { shrink: true } };

/** Which group, which date and which time slot the values are entered for. */
export function CollectFilters(props: CollectFiltersProps) {
  const translate = useTranslate();
  const slotLabel = (slot: CollectSlot) =>
    props.frequency === 'shift'
      ? translate('dataEntry.collect.shiftSlot', { name: slot.shift, time: slot.time })
      : props.frequency === 'day'
        ? translate('dataEntry.collect.daySlot', { time: slot.time })
        : slot.time;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap" alignItems={{ sm: 'center' }}>
      <TextField
        select
        label={translate('dataEntry.collect.group')}
        value={props.groupId ?? ''}
        onChange={(event) => props.onGroup(Number(event.target.value))}
        sx={{ minWidth: 240 }}
        slotProps={{ ...shrunk, htmlInput: { 'data-testid': 'collect-group' } }}
      >
        {props.groups.map((group) => (
          <MenuItem key={group.id_tag_group} value={group.id_tag_group}>
            {group.description}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={translate('dataEntry.collect.date')}
        value={props.date}
        onChange={(event) => event.target.value && props.onDate(event.target.value)}
        slotProps={{ ...shrunk, htmlInput: { 'data-testid': 'collect-date' } }}
      />
      <TextField
        select
        label={translate(`dataEntry.collect.slot.${props.frequency}`)}
        value={props.slot?.start ?? ''}
        onChange={(event) => props.onSlot(Number(event.target.value))}
        sx={{ minWidth: 200 }}
        slotProps={{ ...shrunk, htmlInput: { 'data-testid': 'collect-slot' } }}
      >
        {props.slots.map((slot) => (
          <MenuItem key={slot.start} value={slot.start}>
            {slotLabel(slot)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="caption" color="text.secondary">
        {translate('dataEntry.common.timeZone', { timezone: props.timezone })}
      </Typography>
    </Stack>
  );
}
