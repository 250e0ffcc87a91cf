/** Type-level checks (verified by `npm run typecheck`): the data provider answers each resource's generated record type. */
import { describe, expectTypeOf, it } from 'vitest';
import type { Identifier } from 'react-admin';
import { resourceNames } from '../../generated/data-provider-map.js';
import type { Tag, TagGroup, User } from '../../generated/types.js';
import type { EntityField, TypedDataProvider } from './typed-data-provider.js';

describe('the typed data provider', () => {
  it('answers Tag records for settings/tags, with the id the provider adds', () => {
    const _list = (provider: TypedDataProvider) => provider.getList('settings/tags', {});
    expectTypeOf<Awaited<ReturnType<typeof _list>>['data'][number]>().toEqualTypeOf<Tag & { id: Identifier }>();
  });

  it('knows each entity by its resource name', () => {
    expectTypeOf(resourceNames.users).toEqualTypeOf<'settings/access-control/user-registration'>();
    const _one = (provider: TypedDataProvider) => provider.getOne(resourceNames.users, { id: 1 });
    expectTypeOf<Awaited<ReturnType<typeof _one>>['data']>().toEqualTypeOf<User & { id: Identifier }>();
    const _update = (provider: TypedDataProvider, previousData: TagGroup & { id: Identifier }) =>
      provider.update(resourceNames['tag-groups'], { id: 1, data: { description: 'Flows' }, previousData });
    expectTypeOf<Awaited<ReturnType<typeof _update>>['data']['mass_energy_balance']>().toEqualTypeOf<boolean | undefined>();
  });

  it('refuses a resource or a field the schemas do not have', () => {
    // @ts-expect-error no schema makes this page
    const unknown = (provider: TypedDataProvider) => provider.getList('settings/no-such-page', {});
    // @ts-expect-error tags have no field `colour`
    const field: EntityField<'tags'> = 'colour';
    expectTypeOf(unknown).toBeFunction();
    expectTypeOf(field).toBeString();
  });
});
