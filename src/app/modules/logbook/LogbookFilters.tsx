import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { Search } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import { canSearch } from '../../../domain/logbook/index.js';
import type { LogbookGroup } from './logbook-api.js';

interface LogbookFiltersProps {
  groups: LogbookGroup[];
  groupId: number | null;
  onGroup: (id: number | null) => void;
  search: string;
  onSearch: (text: string) => void;
  /** An entry is being edited: finish it first. */
  locked: boolean;
}

/** The group to read and write, and the search within it (disabled until a group is chosen). */
export function LogbookFilters({ groups, groupId, onGroup, search, onSearch, locked }: LogbookFiltersProps) {
  const translate = useTranslate();
  const known = groupId !== null && groups.some((group) => group.id_logbook_group === groupId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        select
        label={translate('logbook.group')}
        value={known ? String(groupId) : ''}
        onChange={(event) => onGroup(event.target.value === '' ? null : Number(event.target.value))}
        disabled={locked}
        sx={{ minWidth: 180, flex: 1 }}
        slotProps={{ select: { displayEmpty: false }, htmlInput: { 'data-testid': 'logbook-group' } }}
        helperText={groups.length === 0 ? translate('logbook.noGroups') : undefined}
      >
        {groups.map((group) => (
          <MenuItem key={group.id_logbook_group} value={String(group.id_logbook_group)}>
            {group.logbook_group_description}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('logbook.search')}
        placeholder={translate('logbook.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        disabled={!canSearch(groupId) || locked}
        sx={{ flex: 1 }}
        slotProps={{
          htmlInput: { 'data-testid': 'logbook-search', maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
