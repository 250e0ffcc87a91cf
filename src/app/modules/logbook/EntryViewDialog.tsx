import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatLogbookDate } from '../../../domain/logbook/index.js';
import { AnnotationView } from './AnnotationView.js';
import type { LogbookEntry } from './logbook-api.js';
import { authorOf } from './entry-author.js';

/** The whole of one annotation, with its author and date. */
export function EntryViewDialog({ entry, timeZone, onClose }: { entry: LogbookEntry | null; timeZone: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="sm" data-testid="logbook-view-dialog">
      {entry && (
        <>
          <DialogTitle>{translate('logbook.entryOf', { author: authorOf(entry), date: formatLogbookDate(entry.logbook_date, timeZone) })}</DialogTitle>
          <DialogContent dividers>
            <AnnotationView html={entry.logbook_annotation} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('logbook.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
