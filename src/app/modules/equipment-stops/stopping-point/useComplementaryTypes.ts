import { useMemo } from 'react';
import type { Frame } from '../../../../generated/types.js';
import { useResourceList } from '../../../data/typed-data-provider.js';
import { frameComplementaryTypes } from './complements-schema.js';

/** The frame's active complementary types (resource `complementary-types`), in the frame's order. */
export function useComplementaryTypes(frame: Pick<Frame, 'complementary_types'> | undefined) {
  const { data } = useResourceList('settings/event-manager/complementary-types', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'code', order: 'ASC' },
  });
  return useMemo(() => frameComplementaryTypes(frame, data ?? []), [frame, data]);
}
