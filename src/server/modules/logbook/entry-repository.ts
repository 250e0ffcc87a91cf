import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/create-database.js';
import type { LogbookEntry } from '../../../generated/api-types.js';
import { LOGBOOK_ENTRY_TABLE } from './entry-table.js';

/** An entry as the API answers it: its route schema's shape (logbook/schemas/entry.schema.json). */
export type { LogbookEntry };

export interface NewEntryRow {
  id_logbook_group: number;
  id_user: number;
  logbook_annotation: string;
  logbook_search: string;
  logbook_date: string;
}

export interface EntryQuery {
  groupId: number;
  offset: number;
  limit: number;
  /** Already normalised (lower case, blanks collapsed); '' matches every entry. */
  search: string;
}

const e = LOGBOOK_ENTRY_TABLE;

/** `%` and `_` of the user's text are literal. SQLite's LIKE has no escape character unless told. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The group's entries whose search text contains the query. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables typed at run time (see Db)
const matching = (query: EntryQuery) => (eb: ExpressionBuilder<any, any>) =>
  eb.and([
    eb('e.id_logbook_group', '=', query.groupId),
    ...(query.search === '' ? [] : [sql<SqlBool>`${sql.ref('e.logbook_search')} like ${likePattern(query.search)} escape '\\'`]),
  ]);

function entriesOf(db: Db) {
  return db
    .selectFrom(`${e} as e`)
    .leftJoin('usuario as u', 'u.id_usuario', 'e.id_user')
    .select(['e.id_logbook', 'e.id_logbook_group', 'e.id_user', 'u.usu_nome', 'e.logbook_annotation', 'e.logbook_date']);
}

// PostgreSQL answers integers as numbers but count(*) as a string; both dialects give the same here.
const decode = (row: Record<string, unknown>): LogbookEntry => ({
  id_logbook: Number(row.id_logbook),
  id_logbook_group: Number(row.id_logbook_group),
  id_user: Number(row.id_user),
  usu_nome: (row.usu_nome as string | null) ?? null,
  logbook_annotation: String(row.logbook_annotation),
  logbook_date: String(row.logbook_date),
});

/** One page of a group's entries, newest first, and how many match in all. */
export async function listEntries(db: Db, query: EntryQuery): Promise<{ entries: LogbookEntry[]; total: number }> {
  const rows = await entriesOf(db)
    .where(matching(query))
    .orderBy('e.logbook_date', 'desc')
    .orderBy('e.id_logbook', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  const counted = await db
    .selectFrom(`${e} as e`)
    .where(matching(query))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  return { entries: rows.map(decode), total: Number(counted?.total ?? 0) };
}

export async function findEntry(db: Db, id: number): Promise<LogbookEntry | undefined> {
  const row = await entriesOf(db).where('e.id_logbook', '=', id).executeTakeFirst();
  return row ? decode(row) : undefined;
}

export async function insertEntry(db: Db, row: NewEntryRow): Promise<LogbookEntry> {
  const inserted = await db.insertInto(e).values(row).returning('id_logbook').executeTakeFirstOrThrow();
  return (await findEntry(db, Number(inserted.id_logbook)))!;
}

export async function updateEntryText(db: Db, id: number, annotation: string, search: string): Promise<LogbookEntry | undefined> {
  await db.updateTable(e).set({ logbook_annotation: annotation, logbook_search: search }).where('id_logbook', '=', id).execute();
  return findEntry(db, id);
}

export async function deleteEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom(e).where('id_logbook', '=', id).execute();
}
