import { useCallback, useReducer } from 'react';
import { editLockReducer, idleEditLock, type EditLockState } from '../../../domain/logbook/index.js';
import { useHttpClient } from '../../data/useHttpClient.js';
import { deleteLogbookEntry, updateLogbookEntry, type LogbookEntry } from './logbook-api.js';
import { useLogbookNotify } from './useLogbookNotify.js';

export interface EntryEditing {
  lock: EditLockState;
  start: (entry: LogbookEntry) => void;
  change: (draft: string) => void;
  cancel: () => void;
  save: () => Promise<void>;
  remove: (entry: LogbookEntry) => Promise<void>;
}

/**
 * Edit, save, cancel and delete of the author's own entries, one entry in edit mode at a time (the
 * edit-lock reducer of src/domain/logbook). A failed save keeps the draft in the editor.
 */
export function useEntryEditing(onUpdated: (entry: LogbookEntry) => void, onRemoved: (id: number) => void): EntryEditing {
  const http = useHttpClient();
  const { success, failure } = useLogbookNotify();
  const [lock, dispatch] = useReducer(editLockReducer, idleEditLock);

  const start = useCallback((entry: LogbookEntry) => dispatch({ type: 'start', entryId: entry.id_logbook, annotation: entry.logbook_annotation }), []);
  const change = useCallback((draft: string) => dispatch({ type: 'change', draft }), []);
  const cancel = useCallback(() => dispatch({ type: 'cancel' }), []);

  const save = useCallback(async () => {
    if (lock.status !== 'editing') return;
    dispatch({ type: 'save' });
    try {
      onUpdated(await updateLogbookEntry(http, Number(lock.entryId), lock.draft));
      dispatch({ type: 'saved' });
      success('edit');
    } catch (error) {
      dispatch({ type: 'saveFailed' });
      failure('edit', error);
    }
  }, [lock, http, onUpdated, success, failure]);

  const remove = useCallback(
    async (entry: LogbookEntry) => {
      try {
        await deleteLogbookEntry(http, entry.id_logbook);
        dispatch({ type: 'removed', entryId: entry.id_logbook });
        onRemoved(entry.id_logbook);
        success('delete');
      } catch (error) {
        failure('delete', error);
      }
    },
    [http, onRemoved, success, failure],
  );

  return { lock, start, change, cancel, save, remove };
}
