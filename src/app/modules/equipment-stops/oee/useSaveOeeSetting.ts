import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { recordOf, type DraftErrors, type OeeDraft } from './oee-draft.js';

/**
 * Creates or updates an OEE setting; resolves to the server's field errors (already translated by the
 * data provider, shown as they are) or to none, after telling the user it was saved.
 */
export function useSaveOeeSetting(onSaved: () => void) {
  // Untyped on purpose: the generated record type has no null, and null is what clears a field.
  const dataProvider = useDataProvider();
  const notify = useNotify();
  return async (draft: OeeDraft, id?: number): Promise<DraftErrors> => {
    const data = recordOf(draft);
    try {
      if (id === undefined) await dataProvider.create('oee-settings', { data });
      else await dataProvider.update('oee-settings', { id, data, previousData: { id, ...data } });
    } catch (error) {
      const fields = (error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined) ?? {};
      if (Object.keys(fields).length === 0) notify(error instanceof Error ? error.message : 'global.error.messages.saveError', { type: 'error' });
      return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, { key: message }]));
    }
    notify(id === undefined ? 'global.success.messages.save' : 'global.success.messages.update', { type: 'success' });
    onSaved();
    return {};
  };
}
