import { FormControlLabel, InputAdornment, MenuItem, Stack, Switch, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { ACTION_STATUSES, TIME_STATUSES, type ActionStatus, type TimeStatus } from '../../../../domain/root-cause/model.js';

export interface ActionFilters {
  status: ActionStatus | '';
  timeStatus: TimeStatus | '';
  mine: boolean;
  /** Free text (title, what, effect, cause), as typed. */
  q: string;
}

export const NO_ACTION_FILTERS: ActionFilters = { status: '', timeStatus: '', mine: false, q: '' };

/** The server's limit of the search text. */
const SEARCH_MAX = 200;

interface ActionListFiltersProps {
  value: ActionFilters;
  onChange: (next: ActionFilters) => void;
}

/** Status, time status, free text and "only mine" of the action list. */
export function ActionListFilters({ value, onChange }: ActionListFiltersProps) {
  const translate = useTranslate();
  const select = (name: 'status' | 'timeStatus', options: readonly string[], labelOf: (option: string) => string) => (
    <TextField
      select
      size="small"
      label={translate(`rcaActionList.filters.${name}`)}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `rca-actions-filter-${name}` } as object } }}
    >
      <MenuItem value="" data-testid={`rca-actions-filter-${name}-all`}>
        {translate('rcaActionList.filters.all')}
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option} data-testid={`rca-actions-filter-${name}-${option}`}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {select('status', ACTION_STATUSES, (status) => translate(`rootCause.actionStatus.${status}`))}
      {select('timeStatus', TIME_STATUSES, (status) => translate(`rootCause.timeStatus.${status}`))}
      <TextField
        size="small"
        label={translate('rcaActionList.filters.search')}
        value={value.q}
        onChange={(event) => onChange({ ...value, q: event.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={{
          htmlInput: { 'data-testid': 'rca-actions-filter-q', maxLength: SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={value.mine}
            onChange={(event) => onChange({ ...value, mine: event.target.checked })}
            slotProps={{ input: { 'data-testid': 'rca-actions-filter-mine' } as object }}
          />
        }
        label={translate('rcaActionList.filters.mine')}
      />
    </Stack>
  );
}
