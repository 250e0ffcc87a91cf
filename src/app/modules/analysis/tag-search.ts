import type { AnalysisTag } from './series-types.js';

/** Lower case without accents, so "pressao" finds "Pressão". */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The tags whose code or description holds every word typed, codes that start with the text first,
 * at most `limit` of them (the list stays quick for plants with thousands of tags).
 */
export function searchTags<T extends AnalysisTag>(tags: readonly T[], text: string, limit = 50): T[] {
  const words = searchable(text).split(/\s+/).filter(Boolean);
  if (!words.length) return tags.slice(0, limit);
  const query = searchable(text.trim());
  const matches = tags.filter((tag) => {
    const haystack = searchable(`${tag.code} ${tag.description ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
  const rank = (tag: T) => (searchable(tag.code).startsWith(query) ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || a.code.localeCompare(b.code)).slice(0, limit);
}
