import { useMemo } from 'react';
import { useResourceList, type RecordOf } from '../../../data/typed-data-provider.js';

export type FrameRecord = RecordOf<'settings/event-manager/frames'>;

/** The unit's frames (events) by code, and each by id (for a stop's frame code). */
export function useFrames() {
  const { data, isPending, error } = useResourceList('settings/event-manager/frames', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'code', order: 'ASC' },
  });
  return useMemo(() => {
    const frames = data ?? [];
    const byId = new Map(frames.map((frame) => [Number(frame.id_frame), frame]));
    const label = (idFrame: number) => {
      const frame = byId.get(idFrame);
      return frame ? `${frame.code} – ${frame.description}` : `#${idFrame}`;
    };
    return { frames, byId, label, loading: isPending, error };
  }, [data, isPending, error]);
}
