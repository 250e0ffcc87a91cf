import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canEditEntry, canSave, formatLogbookDate, isEditing, isLocked } from '../../../domain/logbook/index.js';
import { RichTextEditor } from '../../components/rich-text/index.js';
import { AnnotationView } from './AnnotationView.js';
import { authorOf } from './entry-author.js';
import { EntryActions } from './EntryActions.js';
import type { LogbookEntry } from './logbook-api.js';
import type { EntryEditing } from './useEntryEditing.js';

interface LogbookEntryItemProps {
  entry: LogbookEntry;
  userId: number | undefined;
  timeZone: string;
  editing: EntryEditing;
  onView: (entry: LogbookEntry) => void;
  onDelete: (entry: LogbookEntry) => void;
}

/** One entry: author, date and text; the author's own entry can be edited in place or deleted. */
export function LogbookEntryItem({ entry, userId, timeZone, editing, onView, onDelete }: LogbookEntryItemProps) {
  const translate = useTranslate();
  const { lock } = editing;
  const inEdit = isEditing(lock, entry.id_logbook);
  const saving = inEdit && lock.status === 'saving';
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1, listStyle: 'none' }} data-testid="logbook-entry" data-entry-id={entry.id_logbook}>
      <Stack direction="row" alignItems="flex-start" spacing={1}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="div" noWrap data-testid="logbook-entry-author">
            {authorOf(entry)}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="logbook-entry-date">
            {formatLogbookDate(entry.logbook_date, timeZone)}
          </Typography>
        </Box>
        <EntryActions
          own={canEditEntry(entry, userId)}
          locked={isLocked(lock, entry.id_logbook)}
          editing={inEdit}
          onView={() => onView(entry)}
          onEdit={() => editing.start(entry)}
          onDelete={() => onDelete(entry)}
        />
      </Stack>
      <Box sx={{ mt: 0.5 }}>
        {inEdit && lock.status !== 'idle' ? (
          <Stack spacing={1}>
            <RichTextEditor value={lock.draft} onChange={editing.change} readOnly={saving} data-testid="logbook-edit-editor" />
            <Stack direction="row" spacing={1} justifyContent="flex-end">
              <Button onClick={editing.cancel} disabled={saving} data-testid="logbook-entry-cancel">
                {translate('logbook.cancel')}
              </Button>
              <Button variant="contained" onClick={() => void editing.save()} disabled={!canSave(lock)} data-testid="logbook-entry-save">
                {translate(saving ? 'logbook.saving' : 'logbook.save')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <AnnotationView html={entry.logbook_annotation} clamp />
        )}
      </Box>
    </Paper>
  );
}
