import type { DataProvider } from 'react-admin';
import { logActivity } from './activity-logger.js';
import type { LogType } from './log-entry.js';

/** What the logger reads of a write's params and answer: ids, whatever else they hold. */
type Written = { id?: unknown; ids?: unknown[]; data?: { id?: unknown } };

const describe = (resource: string, ids: readonly unknown[]) => `${resource} #${ids.join(', #')}`;

/** The data provider, logging each successful create, update and delete (create_item, update_item, delete_item). */
export function withActivityLog(provider: DataProvider): DataProvider {
  const logged =
    <K extends 'create' | 'update' | 'delete' | 'updateMany' | 'deleteMany'>(
      method: K,
      type: LogType,
      idsOf: (result: Written, params: Written) => unknown[],
    ) =>
    async (resource: string, params: Written) => {
      const result = await (provider[method] as (r: string, p: unknown) => Promise<Written>)(resource, params);
      logActivity(type, describe(resource, idsOf(result, params)), 'success');
      return result;
    };
  return {
    ...provider,
    create: logged('create', 'create_item', (result) => [result.data?.id]),
    update: logged('update', 'update_item', (_result, params) => [params.id]),
    updateMany: logged('updateMany', 'update_item', (_result, params) => params.ids ?? []),
    delete: logged('delete', 'delete_item', (_result, params) => [params.id]),
    deleteMany: logged('deleteMany', 'delete_item', (_result, params) => params.ids ?? []),
  } as unknown as DataProvider;
}
