/**
 * U+0000 is refused in every text the API takes: PostgreSQL cannot store it in text or JSON,
 * and SQLite would store what PostgreSQL refuses, so both databases answer the same.
 */
export const nulCharacterKey = 'validation.nulCharacter';

export const hasNul = (text: string): boolean => text.includes('\u0000');

/**
 * The dotted path (`values.0.tag`; `''` for the value itself) of the first string, value or key,
 * that holds U+0000 in a parsed JSON value. Walks without recursion: a body nested 100,000 deep is fine.
 */
export function nulPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (hasNul(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, join(path, String(index))]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasNul(key)) return join(path, key);
        pending.push([item, join(path, key)]);
      }
    }
  }
  return undefined;
}
