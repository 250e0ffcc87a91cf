import { useGetList } from 'react-admin';
import { getUser } from '../../../auth/session-store.js';
import { resourceOfEntity } from '../shared/resource-of-entity.js';

/** A tag group as the tag-groups resource answers it (the fields this page reads). */
export interface CollectGroup {
  id: number;
  id_tag_group: number;
  description: string;
  tags?: number[];
}

const groupsResource = resourceOfEntity('tag-groups');

/** The active manual collection groups of the unit that the signed user is a user of (admins too). */
export function useCollectGroups() {
  const userId = getUser()?.id_usuario;
  const { data, isPending, error, refetch } = useGetList<CollectGroup>(
    groupsResource ?? 'tag-groups',
    {
      filter: { group_type: 'manual_collection', active: true, users: userId },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'description', order: 'ASC' },
    },
    { enabled: groupsResource !== undefined && userId !== undefined },
  );
  return { groups: data ?? [], isPending: isPending && groupsResource !== undefined, error, refetch };
}
