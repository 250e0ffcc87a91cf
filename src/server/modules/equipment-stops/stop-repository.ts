/**
 * SQL of the stop routes (README.md, Stops): stops of a unit, their history, the frame's rules, and
 * conditional writes (on the stop's version and the states an action may start from). Times are epoch
 * ms in `real` columns; booleans are 0/1 on SQLite.
 */
import type { Db, Dialect } from '../../db/create-database.js';
import type { LossCategory, StopConsistency, StopHistoryAction, StopOrigin, StopStatus } from '../../../domain/equipment-stops/stop-model.js';
import type { ActionRule } from '../../../domain/equipment-stops/stop-transitions.js';
import { STOP_HISTORY_TABLE, STOP_TABLE } from './stop-tables.js';

export interface StopRow {
  id_stop: number;
  id_elemento: number;
  id_frame: number;
  start: number;
  end: number | null;
  status: StopStatus;
  origin: StopOrigin;
  consistency: StopConsistency;
  reproved: boolean;
  id_motive: number | null;
  comment: string | null;
  complements: Record<string, string | number | null>;
  integration_error: string | null;
  split_from: number | null;
  version: number;
}

export interface MotiveRow {
  id_motive: number;
  id_elemento: number;
  code: string;
  description: string;
  color: string;
  loss_category: LossCategory;
  id_motive_group: number;
  active: boolean;
}

export interface ComplementaryTypeRow {
  id_complementary_type: number;
  field_type: 'text' | 'number' | 'choice' | 'date';
  options: string[];
  required: boolean;
}

/** What a frame says about its stops: who may act, which motives and complements, where they are sent. */
export interface FrameRules {
  id_frame: number;
  id_elemento: number;
  motive_required: boolean;
  annulment_allowed: boolean;
  integration_url: string | null;
  motives: number[];
  motive_groups: number[];
  complementary_types: ComplementaryTypeRow[];
  recorders: number[];
  recorder_groups: number[];
  approvers: number[];
  approver_groups: number[];
  annullers: number[];
  annuller_groups: number[];
}

export interface StopFilter {
  unit: number;
  from: number;
  to: number;
  idFrame?: number;
  status?: string;
  consistency?: string;
  idMotive?: number;
}

/** The stored fields a write may change. */
export interface StopChanges {
  start_ms?: number;
  end_ms?: number | null;
  status?: StopStatus;
  consistency?: StopConsistency;
  reproved?: boolean;
  id_motive?: number | null;
  comment?: string | null;
  complements?: Record<string, string | number | null>;
  integration_error?: string | null;
}

export interface HistoryEntry {
  id_stop: number;
  at_ms: number;
  id_usuario: number | null;
  action: StopHistoryAction;
  changes: object | null;
  comment: string | null;
  signed: boolean;
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const bool = (dialect: Dialect, value: boolean) => (dialect === 'sqlite' ? (value ? 1 : 0) : value);

const stopColumns = [
  's.id_stop',
  's.id_elemento',
  's.id_frame',
  's.start_ms',
  's.end_ms',
  's.status',
  's.origin',
  's.consistency',
  's.reproved',
  's.id_motive',
  's.comment',
  's.complements',
  's.integration_error',
  's.split_from',
  's.version',
] as const;

function stopFromRow(row: Record<string, unknown>): StopRow {
  const complements = json(row.complements);
  return {
    id_stop: Number(row.id_stop),
    id_elemento: Number(row.id_elemento),
    id_frame: Number(row.id_frame),
    start: Number(row.start_ms),
    end: numberOrNull(row.end_ms),
    status: String(row.status) as StopStatus,
    origin: String(row.origin) as StopOrigin,
    consistency: String(row.consistency) as StopConsistency,
    reproved: flag(row.reproved),
    id_motive: numberOrNull(row.id_motive),
    comment: textOrNull(row.comment),
    complements: complements && typeof complements === 'object' ? (complements as StopRow['complements']) : {},
    integration_error: textOrNull(row.integration_error),
    split_from: numberOrNull(row.split_from),
    version: Number(row.version),
  };
}

function motiveFromRow(row: Record<string, unknown>): MotiveRow {
  return {
    id_motive: Number(row.id_motive),
    id_elemento: Number(row.id_elemento),
    code: String(row.code),
    description: String(row.description),
    color: String(row.color ?? ''),
    loss_category: String(row.loss_category) as LossCategory,
    id_motive_group: Number(row.id_motive_group),
    active: row.active === null || row.active === undefined ? true : flag(row.active),
  };
}

/** The stop if it belongs to `unit` (another unit's stop is as absent as a missing one). */
export async function findStop(db: Db, id: number, unit: number): Promise<StopRow | null> {
  const row = await db.selectFrom(`${STOP_TABLE} as s`).select(stopColumns).where('s.id_stop', '=', id).where('s.id_elemento', '=', unit).executeTakeFirst();
  return row ? stopFromRow(row) : null;
}

export async function findStops(db: Db, ids: readonly number[], unit: number): Promise<StopRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom(`${STOP_TABLE} as s`)
    .select(stopColumns)
    .where('s.id_stop', 'in', [...ids])
    .where('s.id_elemento', '=', unit)
    .execute();
  return rows.map(stopFromRow);
}

/** Stops of the unit overlapping [from, to), newest first. */
export async function listStops(db: Db, filter: StopFilter): Promise<StopRow[]> {
  let query = db
    .selectFrom(`${STOP_TABLE} as s`)
    .select(stopColumns)
    .where('s.id_elemento', '=', filter.unit)
    .where('s.start_ms', '<', filter.to)
    .where((eb) => eb.or([eb('s.end_ms', 'is', null), eb('s.end_ms', '>', filter.from)]));
  if (filter.idFrame !== undefined) query = query.where('s.id_frame', '=', filter.idFrame);
  if (filter.status !== undefined) query = query.where('s.status', '=', filter.status);
  if (filter.consistency !== undefined) query = query.where('s.consistency', '=', filter.consistency);
  if (filter.idMotive !== undefined) query = query.where('s.id_motive', '=', filter.idMotive);
  const rows = await query.orderBy('s.start_ms', 'desc').orderBy('s.id_stop', 'desc').execute();
  return rows.map(stopFromRow);
}

export async function findMotives(db: Db, ids: readonly number[]): Promise<MotiveRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('motives')
    .select(['id_motive', 'id_elemento', 'code', 'description', 'color', 'loss_category', 'id_motive_group', 'active'])
    .where('id_motive', 'in', [...new Set(ids)])
    .execute();
  return rows.map(motiveFromRow);
}

const refsOf = async (db: Db, table: string, idFrame: number): Promise<number[]> =>
  (await db.selectFrom(table).select('ref_id').where('id_frame', '=', idFrame).execute()).map((row) => Number(row.ref_id));

/** The frame's rules, if the frame belongs to `unit`. */
export async function findFrameRules(db: Db, idFrame: number, unit: number): Promise<FrameRules | null> {
  const frame = await db
    .selectFrom('frames')
    .select(['id_frame', 'id_elemento', 'motive_required', 'annulment_allowed', 'integration_url'])
    .where('id_frame', '=', idFrame)
    .where('id_elemento', '=', unit)
    .executeTakeFirst();
  if (!frame) return null;
  const types = await db
    .selectFrom('frames__complementary_types as j')
    .innerJoin('complementary_types as c', 'c.id_complementary_type', 'j.ref_id')
    .select(['c.id_complementary_type', 'c.field_type', 'c.options', 'c.required'])
    .where('j.id_frame', '=', idFrame)
    .execute();
  const [motives, motive_groups, recorders, recorder_groups, approvers, approver_groups, annullers, annuller_groups] = await Promise.all(
    [
      'frames__motives',
      'frames__motive_groups',
      'frames__recorders',
      'frames__recorder_groups',
      'frames__approvers',
      'frames__approver_groups',
      'frames__annullers',
      'frames__annuller_groups',
    ].map((table) => refsOf(db, table, idFrame)),
  );
  return {
    id_frame: Number(frame.id_frame),
    id_elemento: Number(frame.id_elemento),
    motive_required: flag(frame.motive_required),
    annulment_allowed: flag(frame.annulment_allowed),
    integration_url: textOrNull(frame.integration_url) || null,
    motives: motives!,
    motive_groups: motive_groups!,
    complementary_types: types.map((row) => ({
      id_complementary_type: Number(row.id_complementary_type),
      field_type: String(row.field_type) as ComplementaryTypeRow['field_type'],
      options: Array.isArray(json(row.options)) ? (json(row.options) as string[]) : [],
      required: flag(row.required),
    })),
    recorders: recorders!,
    recorder_groups: recorder_groups!,
    approvers: approvers!,
    approver_groups: approver_groups!,
    annullers: annullers!,
    annuller_groups: annuller_groups!,
  };
}

/** The user groups `userId` belongs to. */
export async function userGroupsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('grupo_usuario__users').select('id_grupo_usuario').where('ref_id', '=', userId).execute();
  return rows.map((row) => Number(row.id_grupo_usuario));
}

/** Whether another stop of the frame that is not annulled overlaps [start, end) (end null: up to forever). */
export async function hasOverlap(db: Db, idFrame: number, start: number, end: number | null, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom(STOP_TABLE)
    .select('id_stop')
    .where('id_frame', '=', idFrame)
    .where('status', '<>', 'annulled')
    .where((eb) => eb.or([eb('end_ms', 'is', null), eb('end_ms', '>', start)]));
  if (end !== null) query = query.where('start_ms', '<', end);
  if (exceptId !== undefined) query = query.where('id_stop', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

function encodeChanges(changes: StopChanges, dialect: Dialect): Record<string, unknown> {
  const values: Record<string, unknown> = { ...changes };
  if (changes.reproved !== undefined) values.reproved = bool(dialect, changes.reproved);
  if (changes.complements !== undefined) values.complements = JSON.stringify(changes.complements);
  return values;
}

export async function insertStop(
  db: Db,
  dialect: Dialect,
  stop: { id_elemento: number; id_frame: number; start_ms: number; end_ms: number | null; origin: StopOrigin; split_from?: number | null } & StopChanges,
  userId: number,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto(STOP_TABLE)
    .values({
      consistency: 'notApproved',
      reproved: bool(dialect, false),
      ...encodeChanges(stop, dialect),
      version: 1,
      created_by: userId,
      created_at: now,
      updated_by: userId,
      updated_at: now,
    })
    .returning('id_stop')
    .executeTakeFirstOrThrow();
  return Number(row.id_stop);
}

/**
 * Changes the stop only if it still has `version` and a state `rule` allows; the version goes up.
 * Answers whether it changed (false: someone else changed it first).
 */
export async function updateStopIf(
  db: Db,
  dialect: Dialect,
  target: { id_stop: number; version: number; rule: ActionRule },
  changes: StopChanges,
  userId: number | null,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable(STOP_TABLE)
    .set({ ...encodeChanges(changes, dialect), version: target.version + 1, updated_by: userId, updated_at: now })
    .where('id_stop', '=', target.id_stop)
    .where('version', '=', target.version)
    .where('status', 'in', [...target.rule.statuses])
    .where('consistency', 'in', [...target.rule.consistencies])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertHistory(db: Db, dialect: Dialect, entries: readonly HistoryEntry[]): Promise<void> {
  if (!entries.length) return;
  await db
    .insertInto(STOP_HISTORY_TABLE)
    .values(entries.map((entry) => ({ ...entry, changes: entry.changes === null ? null : JSON.stringify(entry.changes), signed: bool(dialect, entry.signed) })))
    .execute();
}

export interface HistoryRowStored {
  at_ms: number;
  user: string | null;
  action: StopHistoryAction;
  changes: { before?: Record<string, unknown>; after?: Record<string, unknown> } | null;
  comment: string | null;
  signed: boolean;
}

/** The stop's history, oldest first, with the user's name. */
export async function listHistory(db: Db, idStop: number): Promise<HistoryRowStored[]> {
  const rows = await db
    .selectFrom(`${STOP_HISTORY_TABLE} as h`)
    .leftJoin('usuario as u', 'u.id_usuario', 'h.id_usuario')
    .select(['h.at_ms', 'u.usu_nome', 'h.action', 'h.changes', 'h.comment', 'h.signed'])
    .where('h.id_stop', '=', idStop)
    .orderBy('h.id_stop_history')
    .execute();
  return rows.map((row) => ({
    at_ms: Number(row.at_ms),
    user: textOrNull(row.usu_nome),
    action: String(row.action) as StopHistoryAction,
    changes: (json(row.changes) as HistoryRowStored['changes']) ?? null,
    comment: textOrNull(row.comment),
    signed: flag(row.signed),
  }));
}

export interface IntegratingStop {
  stop: StopRow;
  integration_url: string;
}

/** Stops waiting to be sent (`integrating`) of frames with an integration address, oldest first. */
export async function listIntegrating(db: Db, limit: number): Promise<IntegratingStop[]> {
  const rows = await db
    .selectFrom(`${STOP_TABLE} as s`)
    .innerJoin('frames as f', 'f.id_frame', 's.id_frame')
    .select([...stopColumns, 'f.integration_url'])
    .where('s.consistency', '=', 'integrating')
    .where('f.integration_url', 'is not', null)
    .where('f.integration_url', '<>', '')
    .orderBy('s.id_stop')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ stop: stopFromRow(row), integration_url: String(row.integration_url) }));
}
