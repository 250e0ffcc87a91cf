/**
 * SQL of the causes and whys (README.md, Causes and whys): a cause with its effect's unit, the causes and whys
 * of an effect, the catalogue entry a cause names, and the writes (a cause's conditional on its version).
 */
import type { CauseStatus, Origin } from '../../../domain/root-cause/model.js';
import type { Dialect, Db } from '../../db/create-database.js';
import { ACTION_TABLE, CAUSE_TABLE, EFFECT_TABLE, WHY_TABLE } from './rca-tables.js';

export interface CauseFields {
  origin: Origin;
  id_cause_catalogue: number | null;
  description: string;
  gravity: number;
  urgency: number;
  tendency: number;
}

export interface CauseRow extends CauseFields {
  id_cause: number;
  id_effect: number;
  status: CauseStatus;
  version: number;
  created_at: number;
}

export interface WhyRow {
  id_why: number;
  id_cause: number;
  id_parent: number | null;
  text: string;
  created_by: number | null;
  created_at: number;
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const causeOf = (row: Record<string, unknown>): CauseRow => ({
  id_cause: Number(row.id_cause),
  id_effect: Number(row.id_effect),
  origin: String(row.origin) as Origin,
  id_cause_catalogue: numberOrNull(row.id_cause_catalogue),
  description: String(row.description),
  gravity: Number(row.gravity),
  urgency: Number(row.urgency),
  tendency: Number(row.tendency),
  status: String(row.status) as CauseStatus,
  version: Number(row.version),
  created_at: Number(row.created_at),
});

const whyOf = (row: Record<string, unknown>): WhyRow => ({
  id_why: Number(row.id_why),
  id_cause: Number(row.id_cause),
  id_parent: numberOrNull(row.id_parent),
  text: String(row.text),
  created_by: numberOrNull(row.created_by),
  created_at: Number(row.created_at),
});

const causeColumns = [
  'c.id_cause',
  'c.id_effect',
  'c.origin',
  'c.id_cause_catalogue',
  'c.description',
  'c.gravity',
  'c.urgency',
  'c.tendency',
  'c.status',
  'c.version',
  'c.created_at',
] as const;

/** The cause `id` when its effect is of `unit`, or null. */
export async function findCause(db: Db, id: number, unit: number): Promise<CauseRow | null> {
  const row = await db
    .selectFrom(`${CAUSE_TABLE} as c`)
    .innerJoin(`${EFFECT_TABLE} as e`, 'e.id_effect', 'c.id_effect')
    .select(causeColumns)
    .where('c.id_cause', '=', id)
    .where('e.id_elemento', '=', unit)
    .executeTakeFirst();
  return row ? causeOf(row) : null;
}

/** The effect's causes in the order they were added. */
export async function causesOfEffect(db: Db, idEffect: number): Promise<CauseRow[]> {
  const rows = await db.selectFrom(`${CAUSE_TABLE} as c`).select(causeColumns).where('c.id_effect', '=', idEffect).orderBy('c.id_cause').execute();
  return rows.map(causeOf);
}

export async function insertCause(db: Db, cause: CauseFields & { id_effect: number; created_by: number; created_at: number }): Promise<number> {
  const row = await db
    .insertInto(CAUSE_TABLE)
    .values({ ...cause, status: 'active', version: 1 })
    .returning('id_cause')
    .executeTakeFirstOrThrow();
  return Number(row.id_cause);
}

/** Changes the cause only if it still has `version`, raising it; false when someone changed it first. */
export async function updateCauseIf(
  db: Db,
  target: { id_cause: number; version: number },
  changes: Partial<CauseFields> & { status?: CauseStatus },
): Promise<boolean> {
  const result = await db
    .updateTable(CAUSE_TABLE)
    .set({ ...changes, version: target.version + 1 })
    .where('id_cause', '=', target.id_cause)
    .where('version', '=', target.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface CatalogueCause {
  id_cause_catalogue: number;
  origin: string;
  description: string;
  active: boolean;
}

const flag = (value: unknown) => value === null || value === undefined || value === true || value === 1 || value === '1' || value === 't';

/** The unit's catalogue cause `id` (`/settings/root-cause/causes`), or null. */
export async function findCatalogueCause(db: Db, id: number, unit: number): Promise<CatalogueCause | null> {
  const row = await db
    .selectFrom('rca_causes')
    .select(['id_cause_catalogue', 'origin', 'description', 'active'])
    .where('id_cause_catalogue', '=', id)
    .where('id_elemento', '=', unit)
    .executeTakeFirst();
  return row
    ? { id_cause_catalogue: Number(row.id_cause_catalogue), origin: String(row.origin), description: String(row.description), active: flag(row.active) }
    : null;
}

/** The whys of some causes, in the order they were saved. */
export async function whysOfCauses(db: Db, idCauses: readonly number[]): Promise<WhyRow[]> {
  if (!idCauses.length) return [];
  const rows = await db
    .selectFrom(WHY_TABLE)
    .selectAll()
    .where('id_cause', 'in', [...idCauses])
    .orderBy('id_why')
    .execute();
  return rows.map(whyOf);
}

/** The why `id` when its effect is of `unit`, with its cause's effect, or null. */
export async function findWhy(db: Db, id: number, unit: number): Promise<(WhyRow & { id_effect: number }) | null> {
  const row = await db
    .selectFrom(`${WHY_TABLE} as w`)
    .innerJoin(`${CAUSE_TABLE} as c`, 'c.id_cause', 'w.id_cause')
    .innerJoin(`${EFFECT_TABLE} as e`, 'e.id_effect', 'c.id_effect')
    .selectAll('w')
    .select('c.id_effect')
    .where('w.id_why', '=', id)
    .where('e.id_elemento', '=', unit)
    .executeTakeFirst();
  return row ? { ...whyOf(row), id_effect: Number(row.id_effect) } : null;
}

export async function insertWhy(db: Db, why: Omit<WhyRow, 'id_why'>): Promise<number> {
  const row = await db.insertInto(WHY_TABLE).values(why).returning('id_why').executeTakeFirstOrThrow();
  return Number(row.id_why);
}

export async function updateWhyText(db: Db, id: number, text: string): Promise<void> {
  await db.updateTable(WHY_TABLE).set({ text }).where('id_why', '=', id).execute();
}

export async function hasChildWhys(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom(WHY_TABLE).select('id_why').where('id_parent', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

export async function deleteWhy(db: Db, id: number): Promise<void> {
  await db.deleteFrom(WHY_TABLE).where('id_why', '=', id).execute();
}

/** Sets or clears `suspended` on one action, raising its version (the caller holds the effect's lock). */
export async function setActionSuspended(db: Db, dialect: Dialect, idAction: number, suspended: boolean, now: number): Promise<void> {
  await db
    .updateTable(ACTION_TABLE)
    .set((eb) => ({ suspended: dialect === 'sqlite' ? (suspended ? 1 : 0) : suspended, version: eb('version', '+', 1), updated_at: now }))
    .where('id_action', '=', idAction)
    .execute();
}
