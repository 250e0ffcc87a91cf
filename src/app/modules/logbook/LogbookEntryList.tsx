import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { canLoadMore } from './entries-state.js';
import { EntryViewDialog } from './EntryViewDialog.js';
import type { LogbookEntry } from './logbook-api.js';
import { LogbookEntryItem } from './LogbookEntryItem.js';
import type { EntryEditing } from './useEntryEditing.js';
import { useEndOfList } from './useEndOfList.js';
import type { LogbookEntries } from './useLogbookEntries.js';

interface LogbookEntryListProps {
  list: LogbookEntries;
  editing: EntryEditing;
  userId: number | undefined;
  timeZone: string;
  searching: boolean;
}

/** The group's entries in a scroll box: 5 more each time its end scrolls into view. */
export function LogbookEntryList({ list, editing, userId, timeZone, searching }: LogbookEntryListProps) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const { state } = list;
  const end = useEndOfList(box, canLoadMore(state), `${state.key}:${state.entries.length}`, list.loadMore);
  const [viewed, setViewed] = useState<LogbookEntry | null>(null);
  const [deleting, setDeleting] = useState<LogbookEntry | null>(null);
  const finished = !state.loading && !state.failed && !canLoadMore(state);

  return (
    <Box ref={box} sx={{ flex: 1, minHeight: 160, overflowY: 'auto', pr: 0.5 }} data-testid="logbook-list">
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
        {state.entries.map((entry) => (
          <LogbookEntryItem
            key={entry.id_logbook}
            entry={entry}
            userId={userId}
            timeZone={timeZone}
            editing={editing}
            onView={setViewed}
            onDelete={setDeleting}
          />
        ))}
      </Stack>
      <div ref={end} style={{ height: 1 }} />
      {state.loading && (
        <Box sx={{ py: 1 }} data-testid="logbook-loading">
          <LinearProgress />
          {state.entries.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              {translate('logbook.loadingMore')}
            </Typography>
          )}
        </Box>
      )}
      {state.failed && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" onClick={list.retry}>
              {translate('logbook.retry')}
            </Button>
          }
        >
          {translate('logbook.loadFailed')}
        </Alert>
      )}
      {finished && state.entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} data-testid="logbook-empty">
          {translate(searching ? 'logbook.noResults' : 'logbook.empty')}
        </Typography>
      )}
      {finished && state.entries.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ py: 1, textAlign: 'center' }} data-testid="logbook-end">
          {translate('logbook.end')}
        </Typography>
      )}
      <EntryViewDialog entry={viewed} timeZone={timeZone} onClose={() => setViewed(null)} />
      <Confirm
        isOpen={deleting !== null}
        title="logbook.confirmDelete.title"
        content="logbook.confirmDelete.content"
        onConfirm={() => {
          if (deleting) void editing.remove(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
