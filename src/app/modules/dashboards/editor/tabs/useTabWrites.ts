import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useTypedDataProvider, type RecordOf } from '../../../../data/typed-data-provider.js';
import { writeProblem, type WriteProblem } from '../write-problem.js';
import type { TabFields } from './TabDialog.js';

type Tab = RecordOf<'dashboard-tabs'>;

/** The record an update sends back whole (an update replaces it). */
const tabRecord = (tab: Tab, change: Partial<Tab>) => ({
  id_visao: tab.id_visao,
  description: tab.description,
  tab_order: tab.tab_order,
  cycle_time: tab.cycle_time,
  ...change,
});

/**
 * A dashboard's tab writes through the data provider (the server checks permission, locks and types); each success
 * reloads the page's queries. Adds and edits answer their refusal for the dialog, null once saved.
 */
export function useTabWrites(idVisao: number, tabs: readonly Tab[]) {
  const dataProvider = useTypedDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();

  const attempt = async (write: () => Promise<unknown>, fallback: string): Promise<WriteProblem | null> => {
    try {
      await write();
      notify('dashboardEditor.tabs.saved', { type: 'success' });
      refresh();
      return null;
    } catch (error) {
      return writeProblem(error, translate, fallback);
    }
  };

  return {
    /** A new tab after the others; answers its id through `onCreated`. */
    add: (fields: TabFields, onCreated: (idTab: number) => void) =>
      attempt(async () => {
        const tab_order = tabs.reduce((max, tab) => Math.max(max, Number(tab.tab_order ?? 0) + 1), 0);
        const { data } = await dataProvider.create('dashboard-tabs', { data: { id_visao: idVisao, tab_order: Math.min(tab_order, 999), ...fields } });
        onCreated(Number(data.id_tab));
      }, 'global.error.messages.saveError'),
    edit: (tab: Tab, fields: TabFields) =>
      attempt(() => dataProvider.update('dashboard-tabs', { id: tab.id, data: tabRecord(tab, fields), previousData: tab }), 'global.error.messages.editError'),
    /** Each tab whose place changed gets its index as `tab_order`. */
    reorder: async (ordered: readonly Tab[]) => {
      const problem = await attempt(async () => {
        for (const [index, tab] of ordered.entries()) {
          if (Number(tab.tab_order) !== index)
            await dataProvider.update('dashboard-tabs', { id: tab.id, data: tabRecord(tab, { tab_order: index }), previousData: tab });
        }
      }, 'global.error.messages.editError');
      if (problem) notify(problem.message, { type: 'error' });
      return problem;
    },
    /** The tab and its widgets (the server deletes them in one transaction). */
    remove: async (tab: Tab) => {
      try {
        await dataProvider.delete('dashboard-tabs', { id: tab.id, previousData: tab });
        notify('dashboardEditor.tabs.deleted', { type: 'success' });
        refresh();
      } catch (error) {
        notify(writeProblem(error, translate, 'dashboards.errors.deleteError').message, { type: 'error' });
      }
    },
  };
}
