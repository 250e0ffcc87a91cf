/**
 * SQL of the violations (README.md, Violations): the cards the job evaluates, the stored violations and their
 * history, the evaluation marks, the treatment's conditional write and the lists the pages read.
 * Times are epoch ms in `real` columns.
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/create-database.js';
import { CARD_STATE_TABLE, VIOLATION_HISTORY_TABLE, VIOLATION_TABLE } from './spc-tables.js';

export type ViolationStatus = 'open' | 'treated';
export type ViolationAction = 'detected' | 'treated';

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
/** A JSON column as the driver answers it: text on SQLite, already parsed on PostgreSQL. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));
/** `where <column>` reads a PostgreSQL boolean and a SQLite 0/1 alike. */
const isTrue = (column: string) => sql<SqlBool>`${sql.ref(column)}`;

/** Active cards of every unit, as stored (the caller decodes them). */
export async function listActiveCardRows(db: Db): Promise<Record<string, unknown>[]> {
  return db.selectFrom('spc_cards').selectAll().where(isTrue('active')).orderBy('id_card').execute();
}

/** The unit's cards (active ones only when asked) with their tag's code, by code. */
export async function listUnitCardRows(db: Db, unit: number, activeOnly: boolean): Promise<Record<string, unknown>[]> {
  let query = db
    .selectFrom('spc_cards as c')
    .leftJoin('tags as t', 't.id_tag', 'c.id_tag')
    .selectAll('c')
    .select('t.code as tag_code')
    .where('c.id_elemento', '=', unit);
  if (activeOnly) query = query.where(isTrue('c.active'));
  return query.orderBy('c.code').orderBy('c.id_card').execute();
}

export async function tagCode(db: Db, idTag: number): Promise<string> {
  const row = await db.selectFrom('tags').select('code').where('id_tag', '=', idTag).executeTakeFirst();
  return row ? String(row.code) : '';
}

export interface CardState {
  evaluated_until_ms: number | null;
  last_run_ms: number | null;
}

export async function readCardState(db: Db, idCard: number): Promise<CardState | null> {
  const row = await db.selectFrom(CARD_STATE_TABLE).select(['evaluated_until_ms', 'last_run_ms']).where('id_card', '=', idCard).executeTakeFirst();
  return row ? { evaluated_until_ms: numberOrNull(row.evaluated_until_ms), last_run_ms: numberOrNull(row.last_run_ms) } : null;
}

export async function saveCardState(db: Db, idCard: number, state: CardState): Promise<void> {
  await db
    .insertInto(CARD_STATE_TABLE)
    .values({ id_card: idCard, ...state })
    .onConflict((conflict) => conflict.column('id_card').doUpdateSet(state))
    .execute();
}

export interface NewViolation {
  id_elemento: number;
  id_card: number;
  rule: number;
  point_ms: number;
  value: number;
  detected_at: number;
}

/** Inserts the violation unless its (card, rule, point) is stored: the new id, or null when it was. */
export async function insertViolation(db: Db, violation: NewViolation): Promise<number | null> {
  const inserted = await db
    .insertInto(VIOLATION_TABLE)
    .values({ ...violation, status: 'open', version: 1 })
    .onConflict((conflict) => conflict.columns(['id_card', 'rule', 'point_ms']).doNothing())
    .returning('id_violation')
    .executeTakeFirst();
  return inserted ? Number(inserted.id_violation) : null;
}

export interface HistoryInsert {
  id_violation: number;
  at_ms: number;
  id_usuario: number | null;
  action: ViolationAction;
  changes: object | null;
}

export async function insertHistory(db: Db, entry: HistoryInsert): Promise<void> {
  await db
    .insertInto(VIOLATION_HISTORY_TABLE)
    .values({ ...entry, changes: entry.changes === null ? null : JSON.stringify(entry.changes) })
    .execute();
}

/** A violation with what its lists show: card and tag codes, the catalogue descriptions, who treated it. */
export interface ViolationRecord {
  id_violation: number;
  id_elemento: number;
  id_card: number;
  card_code: string;
  tag_code: string;
  rule: number;
  point_ms: number;
  value: number;
  detected_at: number;
  status: ViolationStatus;
  id_diagnostic: number | null;
  diagnostic: string | null;
  id_corrective_action: number | null;
  corrective_action: string | null;
  comment: string | null;
  treated_by: string | null;
  treated_at: number | null;
  version: number;
}

function joined(db: Db) {
  return db
    .selectFrom(`${VIOLATION_TABLE} as v`)
    .innerJoin('spc_cards as c', 'c.id_card', 'v.id_card')
    .leftJoin('tags as t', 't.id_tag', 'c.id_tag')
    .leftJoin('spc_diagnostics as d', 'd.id_diagnostic', 'v.id_diagnostic')
    .leftJoin('spc_corrective_actions as a', 'a.id_corrective_action', 'v.id_corrective_action')
    .leftJoin('usuario as u', 'u.id_usuario', 'v.treated_by');
}

const recordColumns = [
  'v.id_violation',
  'v.id_elemento',
  'v.id_card',
  'c.code as card_code',
  't.code as tag_code',
  'v.rule',
  'v.point_ms',
  'v.value',
  'v.detected_at',
  'v.status',
  'v.id_diagnostic',
  'd.description as diagnostic',
  'v.id_corrective_action',
  'a.description as corrective_action',
  'v.comment',
  'u.usu_nome as treated_by',
  'v.treated_at',
  'v.version',
] as const;

function recordOf(row: Record<string, unknown>): ViolationRecord {
  return {
    id_violation: Number(row.id_violation),
    id_elemento: Number(row.id_elemento),
    id_card: Number(row.id_card),
    card_code: String(row.card_code),
    tag_code: String(row.tag_code ?? ''),
    rule: Number(row.rule),
    point_ms: Number(row.point_ms),
    value: Number(row.value),
    detected_at: Number(row.detected_at),
    status: String(row.status) as ViolationStatus,
    id_diagnostic: numberOrNull(row.id_diagnostic),
    diagnostic: textOrNull(row.diagnostic),
    id_corrective_action: numberOrNull(row.id_corrective_action),
    corrective_action: textOrNull(row.corrective_action),
    comment: textOrNull(row.comment),
    treated_by: textOrNull(row.treated_by),
    treated_at: numberOrNull(row.treated_at),
    version: Number(row.version),
  };
}

/** The unit's violation `id`, or null. */
export async function findViolation(db: Db, id: number, unit: number): Promise<ViolationRecord | null> {
  const row = await joined(db).select(recordColumns).where('v.id_violation', '=', id).where('v.id_elemento', '=', unit).executeTakeFirst();
  return row ? recordOf(row) : null;
}

export interface ViolationFilter {
  unit: number;
  idCard?: number;
  status?: ViolationStatus;
  rule?: number;
  /** Point time, epoch ms, [from, to). */
  from?: number;
  to?: number;
}

function filtered(db: Db, filter: ViolationFilter) {
  let query = joined(db).where('v.id_elemento', '=', filter.unit);
  if (filter.idCard !== undefined) query = query.where('v.id_card', '=', filter.idCard);
  if (filter.status !== undefined) query = query.where('v.status', '=', filter.status);
  if (filter.rule !== undefined) query = query.where('v.rule', '=', filter.rule);
  if (filter.from !== undefined) query = query.where('v.point_ms', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('v.point_ms', '<', filter.to);
  return query;
}

/** One page of the unit's violations, newest point first, and how many match. */
export async function listViolations(
  db: Db,
  filter: ViolationFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ViolationRecord[]; total: number }> {
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const rows = await filtered(db, filter)
    .select(recordColumns)
    .orderBy('v.point_ms', 'desc')
    .orderBy('v.rule')
    .orderBy('v.id_violation', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows: rows.map(recordOf), total: Number(count?.n ?? 0) };
}

/** The card's newest `limit` violations (by point time), newest first. */
export async function newestViolations(db: Db, idCard: number, limit: number): Promise<ViolationRecord[]> {
  const rows = await joined(db).select(recordColumns).where('v.id_card', '=', idCard).orderBy('v.point_ms', 'desc').orderBy('v.rule').limit(limit).execute();
  return rows.map(recordOf);
}

export interface RuleCount {
  id_card: number;
  rule: number;
  status: ViolationStatus;
  count: number;
}

/** Stored violations of the unit with a point in [from, to), counted by card, rule and status. */
export async function countViolations(db: Db, unit: number, from: number, to: number): Promise<RuleCount[]> {
  const rows = await db
    .selectFrom(VIOLATION_TABLE)
    .select(['id_card', 'rule', 'status', (eb) => eb.fn.countAll().as('n')])
    .where('id_elemento', '=', unit)
    .where('point_ms', '>=', from)
    .where('point_ms', '<', to)
    .groupBy(['id_card', 'rule', 'status'])
    .execute();
  return rows.map((row) => ({ id_card: Number(row.id_card), rule: Number(row.rule), status: String(row.status) as ViolationStatus, count: Number(row.n) }));
}

/** Cards of the unit with an open violation whose point is in [from, to). */
export async function cardsWithOpenViolations(db: Db, unit: number, from: number, to: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom(VIOLATION_TABLE)
    .select('id_card')
    .distinct()
    .where('id_elemento', '=', unit)
    .where('status', '=', 'open')
    .where('point_ms', '>=', from)
    .where('point_ms', '<', to)
    .execute();
  return new Set(rows.map((row) => Number(row.id_card)));
}

export interface TreatmentWrite {
  id_diagnostic: number;
  id_corrective_action: number;
  comment: string | null;
  treated_by: number;
  treated_at: number;
}

/** Treats the violation only if it still has `version`; false when it had changed (or is gone). */
export async function writeTreatment(db: Db, id: number, version: number, treatment: TreatmentWrite): Promise<boolean> {
  const result = await db
    .updateTable(VIOLATION_TABLE)
    .set({ ...treatment, status: 'treated', version: version + 1 })
    .where('id_violation', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface CatalogueEntry {
  description: string;
  active: boolean;
}

const catalogues = {
  diagnostic: { table: 'spc_diagnostics', key: 'id_diagnostic' },
  correctiveAction: { table: 'spc_corrective_actions', key: 'id_corrective_action' },
} as const;

/** A diagnostic or corrective action of the unit, active or not; null when the unit has none with this id. */
export async function findCatalogueEntry(db: Db, catalogue: keyof typeof catalogues, id: number, unit: number): Promise<CatalogueEntry | null> {
  const { table, key } = catalogues[catalogue];
  const row = await db.selectFrom(table).select(['description', 'active']).where(key, '=', id).where('id_elemento', '=', unit).executeTakeFirst();
  if (!row) return null;
  return { description: String(row.description), active: row.active === true || row.active === 1 || row.active === '1' };
}

export interface HistoryRecord {
  id_violation_history: number;
  at_ms: number;
  user: string | null;
  action: ViolationAction;
  changes: { before?: Record<string, unknown>; after?: Record<string, unknown> } | null;
}

/** The violation's history, oldest first, with each user's name. */
export async function listHistory(db: Db, idViolation: number): Promise<HistoryRecord[]> {
  const rows = await db
    .selectFrom(`${VIOLATION_HISTORY_TABLE} as h`)
    .leftJoin('usuario as u', 'u.id_usuario', 'h.id_usuario')
    .select(['h.id_violation_history', 'h.at_ms', 'u.usu_nome', 'h.action', 'h.changes'])
    .where('h.id_violation', '=', idViolation)
    .orderBy('h.id_violation_history')
    .execute();
  return rows.map((row) => ({
    id_violation_history: Number(row.id_violation_history),
    at_ms: Number(row.at_ms),
    user: textOrNull(row.usu_nome),
    action: String(row.action) as ViolationAction,
    changes: parsed(row.changes) as HistoryRecord['changes'],
  }));
}
