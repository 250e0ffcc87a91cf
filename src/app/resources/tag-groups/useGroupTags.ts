import { useMemo } from 'react';
import { useGetMany } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { entities } from '../../../generated/entities.js';
import { resourceNameOf } from '../resource-names.js';

const tagsResource = resourceNameOf(entities.tags);

/** The tags chosen in the group form: choices for the rule targets and alarm references, and their codes. */
export function useGroupTags() {
  const ids = (useWatch({ name: 'tags' }) as number[] | undefined) ?? [];
  const { data = [] } = useGetMany(tagsResource, { ids }, { enabled: ids.length > 0 });
  return useMemo(() => {
    const chosen = data.filter((tag) => ids.includes(tag.id as number));
    return {
      choices: chosen.map((tag) => ({ id: tag.id as number, name: String(tag.code) })),
      codes: new Set(chosen.map((tag) => String(tag.code))),
    };
  }, [data, ids]);
}
