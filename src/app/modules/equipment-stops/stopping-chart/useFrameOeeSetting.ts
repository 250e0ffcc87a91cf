import { useResourceList, type RecordOf } from '../../../data/typed-data-provider.js';

export type OeeSettingRecord = RecordOf<'oee-settings'>;

/** The active OEE setting of a frame (undefined while loading, null when the frame has none). */
export function useFrameOeeSetting(idFrame: number | null): OeeSettingRecord | null | undefined {
  const { data, isPending, error } = useResourceList(
    'oee-settings',
    { filter: { id_frame: idFrame }, pagination: { page: 1, perPage: 10 }, sort: { field: 'title', order: 'ASC' } },
    { enabled: idFrame !== null },
  );
  if (idFrame === null || error) return null;
  if (isPending) return undefined;
  return data?.find((setting) => setting.id_frame === idFrame && setting.active !== false) ?? null;
}
