import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { onUnitDataRefreshRequest } from './unit-data-refresh.js';
import { withUnitDataRefresh } from './with-unit-data-refresh.js';

const answer = async () => ({ data: { id: 1 } });
const provider = {
  create: answer,
  update: answer,
  updateMany: async () => ({ data: [1] }),
  delete: answer,
  deleteMany: async () => ({ data: [1] }),
  getList: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

describe('withUnitDataRefresh', () => {
  const asked = vi.fn();
  const stop = onUnitDataRefreshRequest(asked);
  afterEach(() => asked.mockClear());

  it.each([
    ['create', 'settings/tags'],
    ['update', 'settings/tags/groups'],
    ['delete', 'settings/event-manager/frames'],
    ['updateMany', 'settings/operational-structure/elements-tree'],
    ['deleteMany', 'settings/tags'],
  ] as const)('a %s of %s reloads the unit caches', async (method, resource) => {
    await (withUnitDataRefresh(provider)[method] as (r: string, p: object) => Promise<unknown>)(resource, { id: 1, ids: [1], data: {} });
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('other resources, reads and failed writes do not', async () => {
    const wrapped = withUnitDataRefresh({ ...provider, update: async () => Promise.reject(new Error('409')) } as DataProvider);
    await wrapped.create('settings/unit-measurement', { data: {} });
    await wrapped.getList('settings/tags', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await expect(wrapped.update('settings/tags', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toThrow('409');
    expect(asked).not.toHaveBeenCalled();
    stop();
  });
});
