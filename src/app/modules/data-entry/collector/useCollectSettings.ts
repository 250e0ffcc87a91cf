import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { resourceOfEntity } from '../shared/resource-of-entity.js';
import type { CollectTagSetting } from './collect-rows.js';

const collectTagsResource = resourceOfEntity('collect-tags');

/**
 * The collect-tags settings (frequency, position, required) of the group's tags, by tag. Without
 * them (none set, or the list refused) the tags are collected hourly, by code, none required.
 */
export function useCollectSettings(tagIds: readonly number[]): Map<number, CollectTagSetting> {
  const { data } = useGetList<CollectTagSetting & { id: number }>(
    collectTagsResource ?? 'collect-tags',
    { filter: { id_tag: tagIds }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'id_tag', order: 'ASC' } },
    { enabled: collectTagsResource !== undefined && tagIds.length > 0 },
  );
  return useMemo(() => new Map((tagIds.length ? (data ?? []) : []).map((setting) => [setting.id_tag, setting])), [data, tagIds.length]);
}
