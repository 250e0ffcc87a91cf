import type { Db, Dialect } from '../../db/create-database.js';
import { MANUAL_ENTRY_TABLE } from './manual-entry-table.js';
import { chunked, rowsPerStatement } from './write-chunks.js';

export interface ManualEntryRow {
  id_elemento: number;
  id_tag: number;
  ts: number;
  id_usuario: number;
  entered_ms: number;
}

/** Appends who entered which values; a tag, instant and user already recorded stays as it was. */
export async function insertManualEntries(db: Db, dialect: Dialect, rows: readonly ManualEntryRow[]): Promise<void> {
  for (const chunk of chunked(rows, rowsPerStatement(dialect, 5)))
    await db
      .insertInto(MANUAL_ENTRY_TABLE)
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['id_tag', 'ts', 'id_usuario']).doNothing())
      .execute();
}

export interface ManualEntryCount {
  id_user: number;
  name: string | null;
  count: number;
}

/** How many values each user entered at the unit in [from, to) (by the time they entered them), of `tagIds` when given. */
export async function countManualEntries(db: Db, filter: { unit: number; from: number; to: number; tagIds?: readonly number[] }): Promise<ManualEntryCount[]> {
  let query = db
    .selectFrom(`${MANUAL_ENTRY_TABLE} as e`)
    .leftJoin('usuario as u', 'u.id_usuario', 'e.id_usuario')
    .select((eb) => ['e.id_usuario', 'u.usu_nome', eb.fn.countAll().as('entered')])
    .where('e.id_elemento', '=', filter.unit)
    .where('e.entered_ms', '>=', filter.from)
    .where('e.entered_ms', '<', filter.to);
  if (filter.tagIds?.length) query = query.where('e.id_tag', 'in', [...filter.tagIds]);
  const rows = await query.groupBy(['e.id_usuario', 'u.usu_nome']).execute();
  return rows.map((row) => ({
    id_user: Number(row.id_usuario),
    name: (row.usu_nome as string | null) ?? null,
    count: Number(row.entered),
  }));
}
