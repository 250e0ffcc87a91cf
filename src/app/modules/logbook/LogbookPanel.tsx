import { useEffect, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSignedUser } from '../../profile/useSignedUser.js';
import { useDebouncedValue } from '../analysis/useDebouncedValue.js';
import { useSessionState } from '../analysis/useSessionState.js';
import { LogbookComposer } from './LogbookComposer.js';
import { LogbookEntryList } from './LogbookEntryList.js';
import { LogbookFilters } from './LogbookFilters.js';
import { useEntryEditing } from './useEntryEditing.js';
import { useLogbookAccess } from './useLogbookAccess.js';
import { useLogbookEntries } from './useLogbookEntries.js';
import { useLogbookGroups } from './useLogbookGroups.js';
import { useLogbookTimeZone } from './useLogbookTimeZone.js';
import { useNewEntry } from './useNewEntry.js';

const searchDelayMs = 300;

/**
 * The shift logbook of the selected unit: choose a group, search it, add an annotation, read the
 * entries newest first and work on one's own. Shown in the header's drawer and on `/data-entry/logbook`;
 * the chosen group is remembered per unit for the browser tab.
 */
export function LogbookPanel({ unitId }: { unitId: number | undefined }) {
  const translate = useTranslate();
  const { mayRead, mayAdd } = useLogbookAccess();
  const user = useSignedUser();
  const timeZone = useLogbookTimeZone();
  const { groups, loading: groupsLoading, failed: groupsFailed } = useLogbookGroups(unitId, mayRead);
  const [remembered, setGroupId] = useSessionState<number | null>(`logbook.group.${unitId ?? 'none'}`, () => null);
  // A remembered group that is gone (deleted, or another unit's) counts as none.
  const groupId = groups.some((group) => group.id_logbook_group === remembered) ? remembered : null;
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), searchDelayMs);
  useEffect(() => setSearch(''), [groupId]);

  const list = useLogbookEntries(groupId, settledSearch);
  const editing = useEntryEditing(list.updated, list.removed);
  const newEntry = useNewEntry(groupId, (entry) => (settledSearch ? list.reload() : list.added(entry)));
  const userId = user?.id_usuario === undefined ? undefined : Number(user.id_usuario);

  if (!mayRead)
    return (
      <Alert severity="info" data-testid="logbook-no-permission">
        {translate('logbook.noPermission')}
      </Alert>
    );
  return (
    <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0 }} data-testid="logbook-panel">
      <LogbookFilters
        groups={groupsLoading || groupsFailed ? [] : groups}
        groupId={groupId}
        onGroup={setGroupId}
        search={search}
        onSearch={setSearch}
        // Another group or search would take the entry being edited off the list.
        locked={editing.lock.status !== 'idle'}
      />
      {mayAdd ? (
        <LogbookComposer entry={newEntry} groupChosen={groupId !== null} />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {translate('logbook.readOnly')}
        </Typography>
      )}
      {groupId === null ? (
        <Typography variant="body2" color="text.secondary" data-testid="logbook-choose-group">
          {translate('logbook.chooseGroup')}
        </Typography>
      ) : (
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <LogbookEntryList list={list} editing={editing} userId={userId} timeZone={timeZone} searching={settledSearch !== ''} />
        </Box>
      )}
    </Stack>
  );
}
