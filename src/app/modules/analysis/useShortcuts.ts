import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { resourceEndpoints } from '../../../generated/data-provider-map.js';

/** A saved period shortcut (`ANALYSIS/entities/SHORTCUT`, kept per unit). */
export interface SavedShortcut {
  id: number;
  description: string;
  /** ISO UTC instants. */
  start: string;
  end: string;
  tag_ids: number[];
  /** Events (frames) chosen with the period; empty when the shortcut holds tags only. */
  event_ids: number[];
}

export const shortcutsApi = 'ANALYSIS/entities/SHORTCUT';

/** The data provider's resource name of the shortcuts, whatever route the schema gives them. */
export const shortcutsResource = (): string | undefined => Object.entries(resourceEndpoints).find(([, endpoint]) => endpoint.path === shortcutsApi)?.[0];

/** The unit's saved shortcuts, with save and delete (each with its notification). */
export function useShortcuts(enabled = true) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const resource = shortcutsResource();
  const [shortcuts, setShortcuts] = useState<SavedShortcut[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!resource || !enabled) return undefined;
    let current = true;
    dataProvider
      .getList(resource, { pagination: { page: 1, perPage: 500 }, sort: { field: 'description', order: 'ASC' }, filter: {} })
      .then(({ data }) => current && setShortcuts(data as SavedShortcut[]))
      // A user who may not read them (403) simply has none to offer.
      .catch(() => current && setShortcuts([]));
    return () => {
      current = false;
    };
  }, [dataProvider, resource, enabled, version]);

  const save = useCallback(
    async (shortcut: Omit<SavedShortcut, 'id'>) => {
      if (!resource) return false;
      try {
        await dataProvider.create(resource, { data: shortcut });
        notify('analysis.shortcuts.saved', { type: 'success' });
        setVersion((count) => count + 1);
        return true;
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        return false;
      }
    },
    [dataProvider, notify, resource],
  );

  const remove = useCallback(
    async (shortcut: SavedShortcut) => {
      if (!resource) return;
      try {
        await dataProvider.delete(resource, { id: shortcut.id, previousData: shortcut });
        notify('analysis.shortcuts.deleted', { type: 'info' });
        setVersion((count) => count + 1);
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
    },
    [dataProvider, notify, resource],
  );

  return { available: resource !== undefined, shortcuts, save, remove };
}
