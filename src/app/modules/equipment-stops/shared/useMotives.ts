import { useMemo } from 'react';
import { useResourceList, type RecordOf } from '../../../data/typed-data-provider.js';

export type MotiveRecord = RecordOf<'motives'>;
export type MotiveGroupRecord = RecordOf<'settings/event-manager/motives-group'>;

export interface MotiveWithGroup {
  motive: MotiveRecord;
  group: MotiveGroupRecord | undefined;
}

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' as const } };

/** The unit's motives with their groups: lists by code, and each motive (with its group) by id. */
export function useMotives() {
  const motives = useResourceList('motives', everything);
  const groups = useResourceList('settings/event-manager/motives-group', everything);
  return useMemo(() => {
    const groupById = new Map((groups.data ?? []).map((group) => [Number(group.id_motive_group), group]));
    const byId = new Map<number, MotiveWithGroup>(
      (motives.data ?? []).map((motive) => [Number(motive.id_motive), { motive, group: groupById.get(motive.id_motive_group) }]),
    );
    return {
      motives: motives.data ?? [],
      groups: groups.data ?? [],
      groupById,
      byId,
      loading: motives.isPending || groups.isPending,
      error: motives.error ?? groups.error,
    };
  }, [motives.data, motives.isPending, motives.error, groups.data, groups.isPending, groups.error]);
}
