import { isEmptyAnnotation } from './empty-annotation.js';

type GroupId = number | string | null | undefined;

/** A search text as compared: trimmed, blanks collapsed, lower case. */
export function normaliseSearch(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Whether an entry's plain text (plainTextOf on the server) matches the search, case-insensitively.
 * An empty search matches every entry.
 */
export function matchesSearch(plainText: string, query: string): boolean {
  const needle = normaliseSearch(query);
  return needle === '' || normaliseSearch(plainText).includes(needle);
}

/** Search is disabled until a group is chosen. */
export function canSearch(groupId: GroupId): boolean {
  return groupId !== null && groupId !== undefined && String(groupId).trim() !== '';
}

/** Add is disabled until a group is chosen and while the text is empty. */
export function canAddEntry(groupId: GroupId, annotation: string | null | undefined): boolean {
  return canSearch(groupId) && !isEmptyAnnotation(annotation);
}
