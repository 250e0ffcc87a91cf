import { describe, expect, it, vi } from 'vitest';
import { HttpError, type DataProvider } from 'react-admin';
import { fixedGroupTypeProvider } from './fixed-group-type-provider.js';

const alias = 'settings/manual-collector/group-collect';
const target = 'settings/tags/groups';

function setup(one: Record<string, unknown> = { id: 1, group_type: 'manual_collection' }) {
  const ok = (data: unknown) => vi.fn().mockResolvedValue({ data, total: 0 });
  const base = {
    getList: ok([]),
    getOne: ok(one),
    getMany: ok([
      { id: 1, group_type: 'manual_collection' },
      { id: 2, group_type: 'report' },
    ]),
    getManyReference: ok([]),
    create: ok({ id: 3 }),
    update: ok({ id: 1 }),
    updateMany: ok([1]),
    delete: ok({ id: 1 }),
    deleteMany: ok([1]),
  } satisfies Record<keyof DataProvider & string, unknown>;
  const provider = fixedGroupTypeProvider(base as unknown as DataProvider, { alias, target, groupType: 'manual_collection', notFoundMessage: 'Not found' });
  return { base, provider };
}

describe('fixedGroupTypeProvider', () => {
  it('lists only the fixed type, whatever the filter says', async () => {
    const { base, provider } = setup();
    await provider.getList(alias, { filter: { q: 'x', group_type: 'report' }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' } });
    expect(base.getList).toHaveBeenCalledWith(target, expect.objectContaining({ filter: { q: 'x', group_type: 'manual_collection' } }));
  });

  it('writes the fixed type on create and update', async () => {
    const { base, provider } = setup();
    await provider.create(alias, { data: { description: 'Lab', group_type: 'report' } });
    expect(base.create).toHaveBeenCalledWith(target, { data: { description: 'Lab', group_type: 'manual_collection' } });
    await provider.update(alias, { id: 1, data: { description: 'Lab' }, previousData: { id: 1 } });
    expect(base.update).toHaveBeenCalledWith(target, expect.objectContaining({ data: { description: 'Lab', group_type: 'manual_collection' } }));
  });

  it('does not find a group of another type', async () => {
    await expect(setup({ id: 1, group_type: 'report' }).provider.getOne(alias, { id: 1 })).rejects.toEqual(new HttpError('Not found', 404));
    const { provider } = setup();
    expect((await provider.getMany(alias, { ids: [1, 2] })).data.map((group) => group.id)).toEqual([1]);
  });

  it('passes other resources through untouched', async () => {
    const { base, provider } = setup();
    const params = { filter: { active: true }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const } };
    await provider.getList('settings/tags', params);
    expect(base.getList).toHaveBeenCalledWith('settings/tags', params);
    await provider.create('settings/tags', { data: { code: 'A' } });
    expect(base.create).toHaveBeenCalledWith('settings/tags', { data: { code: 'A' } });
  });
});
