import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/create-database.js';
import type { RaisableAlert } from './raise-alert.js';
import { sources } from './sources.js';

/** An alert configuration as the raise and the conditions read it. */
export interface StoredAlert extends RaisableAlert {
  ale_msg: string;
  active: boolean;
  id_tag: number | null;
  cond_operator: string | null;
  cond_value: number | null;
}

const columns = ['id_alerta', 'id_elemento', 'ale_titulo', 'ale_msg', 'id_grupoalerta', 'id_frame', 'active', 'id_tag', 'cond_operator', 'cond_value'] as const;

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function alertOf(row: Record<string, unknown>): StoredAlert {
  return {
    id_alerta: Number(row.id_alerta),
    id_elemento: Number(row.id_elemento),
    ale_titulo: String(row.ale_titulo),
    ale_msg: String(row.ale_msg ?? ''),
    id_grupoalerta: Number(row.id_grupoalerta),
    id_frame: numberOrNull(row.id_frame),
    // SQLite keeps booleans as 0/1, PostgreSQL as booleans.
    active: row.active === true || row.active === 1 || row.active === '1',
    id_tag: numberOrNull(row.id_tag),
    cond_operator: (row.cond_operator as string | null) ?? null,
    cond_value: numberOrNull(row.cond_value),
  };
}

/** The alert of this unit with this id, active or not. */
export async function alertOfUnit(db: Db, id_alerta: number, id_elemento: number): Promise<StoredAlert | undefined> {
  const row = await db
    .selectFrom(sources.alert)
    .select([...columns])
    .where('id_alerta', '=', id_alerta)
    .where('id_elemento', '=', id_elemento)
    .executeTakeFirst();
  return row ? alertOf(row) : undefined;
}

/** Active alerts with a whole condition on one of these tags (any unit: the tags' plants hold them). */
export async function conditionAlertsOfTags(db: Db, tagIds: readonly number[]): Promise<StoredAlert[]> {
  if (!tagIds.length) return [];
  const rows = await db
    .selectFrom(sources.alert)
    .select([...columns])
    .where('id_tag', 'in', [...tagIds])
    .where('cond_operator', 'is not', null)
    .where('cond_value', 'is not', null)
    // `where active` reads a PostgreSQL boolean and a SQLite 0/1 alike.
    .where(sql<SqlBool>`${sql.ref('active')}`)
    .orderBy('id_alerta')
    .execute();
  return rows.map(alertOf);
}

/** Whether the frame belongs to the unit. */
export async function frameOfUnit(db: Db, id_frame: number, id_elemento: number): Promise<boolean> {
  const row = await db.selectFrom(sources.frame).select('id_frame').where('id_frame', '=', id_frame).where('id_elemento', '=', id_elemento).executeTakeFirst();
  return row !== undefined;
}
