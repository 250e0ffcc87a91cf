import { useMemo } from 'react';
import { useUnitTags } from '../../../unit-data/useUnitTags.js';
import { entryTagOf, type EntryTag } from './entry-tag.js';

/** The selected unit's cached tags in the data entry pages' shape, with a lookup by id. */
export function useEntryTags(): { tags: EntryTag[]; byId: Map<number, EntryTag>; loaded: boolean } {
  const unitTags = useUnitTags();
  const tags = useMemo(() => unitTags.tags.map(entryTagOf), [unitTags.tags]);
  const byId = useMemo(() => new Map(tags.map((tag) => [tag.id_tag, tag])), [tags]);
  return { tags, byId, loaded: unitTags.loaded };
}
