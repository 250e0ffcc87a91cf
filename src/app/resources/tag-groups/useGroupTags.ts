import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { resourceNames } from '../../../generated/data-provider-map.js';
import { useResourceMany } from '../../data/typed-data-provider.js';

/** The tags chosen in the group form: choices for the rule targets and alarm references, and their codes. */
export function useGroupTags() {
  const watched = useWatch({ name: 'tags' }) as number[] | undefined;
  const ids = useMemo(() => watched ?? [], [watched]);
  const { data = [] } = useResourceMany(resourceNames.tags, { ids }, { enabled: ids.length > 0 });
  return useMemo(() => {
    const chosen = data.filter((tag) => ids.includes(tag.id as number));
    return {
      choices: chosen.map((tag) => ({ id: tag.id as number, name: tag.code })),
      codes: new Set(chosen.map((tag) => tag.code)),
    };
  }, [data, ids]);
}
