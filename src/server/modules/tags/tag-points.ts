import { sql } from 'kysely';
import type { Db } from '../../db/create-database.js';

/** The values table is created by the values module; before it exists no tag has points. */
function isMissingTable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '42P01' || (code === 'SQLITE_ERROR' && /no such table/i.test(String(message)));
}

/** Whether the tag has at least one stored value (a primary-key probe of `tag_value`). */
async function hasPoint(db: Db, tagId: number): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`select 1 as one from tag_value where id_tag = ${tagId} limit 1`.execute(db);
  return rows.length > 0;
}

/** The ids among `tagIds` that have points. */
export async function tagsWithPoints(db: Db, tagIds: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  try {
    for (const id of new Set(tagIds)) if (await hasPoint(db, id)) found.add(id);
  } catch (error) {
    if (isMissingTable(error)) return found;
    throw error;
  }
  return found;
}
