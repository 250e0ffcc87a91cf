import { useCallback, useState } from 'react';
import { canAddEntry, toUtcTimestamp } from '../../../domain/logbook/index.js';
import { useHttpClient } from '../../data/useHttpClient.js';
import { useSignedUser } from '../../profile/useSignedUser.js';
import { addLogbookEntry, type LogbookEntry } from './logbook-api.js';
import { useLogbookNotify } from './useLogbookNotify.js';

/** The new annotation's text and its add action; the text stays in the editor when adding fails. */
export function useNewEntry(groupId: number | null, onAdded: (entry: LogbookEntry) => void) {
  const http = useHttpClient();
  const user = useSignedUser();
  const { success, failure } = useLogbookNotify();
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);

  const add = useCallback(async () => {
    if (groupId === null || !canAddEntry(groupId, draft) || adding) return;
    setAdding(true);
    try {
      const userId = user?.id_usuario === undefined ? undefined : Number(user.id_usuario);
      onAdded(await addLogbookEntry(http, groupId, draft, userId, toUtcTimestamp(Date.now())));
      setDraft('');
      success('add');
    } catch (error) {
      failure('add', error);
    } finally {
      setAdding(false);
    }
  }, [groupId, draft, adding, http, user, onAdded, success, failure]);

  return { draft, setDraft, adding, canAdd: groupId !== null && canAddEntry(groupId, draft) && !adding, add };
}
