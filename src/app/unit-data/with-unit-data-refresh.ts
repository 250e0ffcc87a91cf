import type { DataProvider } from 'react-admin';
import { resourceEndpoints } from '../../generated/data-provider-map.js';
import { requestUnitDataRefresh } from './unit-data-refresh.js';

/** The entities the unit caches hold or depend on (platform-core section 3: tags, frames, units). */
const cachedEntities: ReadonlySet<string> = new Set(['tags', 'tag-groups', 'frames', 'units']);

const feedsUnitCaches = (resource: string): boolean => cachedEntities.has(resourceEndpoints[resource]?.entity ?? '');

const writes = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * The data provider, reloading the unit caches (IndexedDB included) after each successful write
 * of a tag, tag group, frame or unit, so every picker shows it without a reload of the page.
 */
export function withUnitDataRefresh(provider: DataProvider): DataProvider {
  const wrapped = { ...provider };
  for (const method of writes) {
    const write = provider[method] as (resource: string, params: unknown) => Promise<unknown>;
    (wrapped as Record<string, unknown>)[method] = async (resource: string, params: unknown) => {
      const result = await write(resource, params);
      if (feedsUnitCaches(resource)) requestUnitDataRefresh();
      return result;
    };
  }
  return wrapped;
}
