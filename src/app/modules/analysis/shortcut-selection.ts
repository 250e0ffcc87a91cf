import type { TimeRange } from './series-types.js';
import type { SavedShortcut } from './useShortcuts.js';

type ShortcutContent = Omit<SavedShortcut, 'id'>;

/** A saved shortcut of the current choice: the period as UTC instants, the tag ids and the event ids. */
export function shortcutOf(description: string, range: TimeRange, tags: readonly { id_tag: number }[], eventIds: readonly number[]): ShortcutContent {
  return {
    description,
    start: new Date(range.from).toISOString(),
    end: new Date(range.to).toISOString(),
    tag_ids: tags.map((tag) => tag.id_tag),
    event_ids: [...eventIds],
  };
}

/**
 * The choice a saved shortcut restores: its period, those of its tags the unit still has (with how
 * many are gone) and its event ids. A shortcut saved before events were kept has none.
 */
export function restoreShortcut<T extends { id_tag: number }>(
  shortcut: Pick<ShortcutContent, 'start' | 'end' | 'tag_ids'> & { event_ids?: number[] | null },
  unitTags: readonly T[],
) {
  const tagIds = shortcut.tag_ids ?? [];
  const tags = tagIds.map((id) => unitTags.find((tag) => tag.id_tag === id)).filter((tag): tag is T => tag !== undefined);
  return {
    range: { from: Date.parse(shortcut.start), to: Date.parse(shortcut.end) },
    tags,
    eventIds: shortcut.event_ids ?? [],
    missingTags: tagIds.length - tags.length,
  };
}
