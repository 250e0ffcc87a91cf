/**
 * SQL of the stop detection (README.md, Jobs): frames to detect, a window's automatic stops, the plan's
 * writes with their history rows, and `frame_detection_state`. Times are epoch ms in `real` columns.
 */
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/create-database.js';
import type { StopHistoryAction } from '../../../domain/equipment-stops/stop-model.js';
import { TAG_VALUE_TABLE } from '../series/tables.js';
import type { ReconcilePlan, StopMarks } from './reconcile-stops.js';
import { DETECTION_STATE_TABLE, STOP_HISTORY_TABLE, STOP_TABLE } from './stop-tables.js';

export interface DetectionFrame {
  id_frame: number;
  id_elemento: number;
  insertion: string;
  active: boolean;
  status: string;
  id_tag_state: number | null;
  stop_condition: string | null;
  stop_value: number | null;
  min_duration_sec: number;
  min_interval_sec: number;
  execution_interval_min: number;
  detected_until_ms: number | null;
  last_run_ms: number | null;
}

/** A stored automatic stop with what the touched rule reads (reconcile-stops.ts `isTouched`). */
export interface StoredStopRow extends StopMarks {
  id_stop: number;
  start: number;
  end: number | null;
  version: number;
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function frameQuery(db: Db) {
  return db
    .selectFrom('frames as f')
    .leftJoin(`${DETECTION_STATE_TABLE} as d`, 'd.id_frame', 'f.id_frame')
    .select([
      'f.id_frame',
      'f.id_elemento',
      'f.insertion',
      'f.active',
      'f.status',
      'f.id_tag_state',
      'f.stop_condition',
      'f.stop_value',
      'f.min_duration_sec',
      'f.min_interval_sec',
      'f.execution_interval_min',
      'd.detected_until_ms',
      'd.last_run_ms',
    ]);
}

function frameFromRow(row: Record<string, unknown>): DetectionFrame {
  return {
    id_frame: Number(row.id_frame),
    id_elemento: Number(row.id_elemento),
    insertion: String(row.insertion),
    active: flag(row.active),
    status: String(row.status),
    id_tag_state: numberOrNull(row.id_tag_state),
    stop_condition: row.stop_condition === null ? null : String(row.stop_condition),
    stop_value: numberOrNull(row.stop_value),
    min_duration_sec: Number(row.min_duration_sec),
    min_interval_sec: Number(row.min_interval_sec),
    execution_interval_min: Number(row.execution_interval_min),
    detected_until_ms: numberOrNull(row.detected_until_ms),
    last_run_ms: numberOrNull(row.last_run_ms),
  };
}

/** Active, open, automatic frames with a state tag: the ones the job detects. */
export async function listDetectedFrames(db: Db, dialect: Dialect): Promise<DetectionFrame[]> {
  const rows = await frameQuery(db)
    .where('f.insertion', '=', 'automatic')
    .where('f.status', '=', 'open')
    .where('f.active', '=', dialect === 'sqlite' ? 1 : true)
    .where('f.id_tag_state', 'is not', null)
    .orderBy('f.id_frame')
    .execute();
  return rows.map(frameFromRow);
}

export async function findDetectionFrame(db: Db, idFrame: number): Promise<DetectionFrame | null> {
  const row = await frameQuery(db).where('f.id_frame', '=', idFrame).executeTakeFirst();
  return row ? frameFromRow(row) : null;
}

/** The start of the automatic stop that covers `at` or ends less than `minGapMs` before it, or null. */
export async function findStopStartAcross(db: Db, idFrame: number, at: number, minGapMs: number): Promise<number | null> {
  const row = await db
    .selectFrom(STOP_TABLE)
    .select('start_ms')
    .where('id_frame', '=', idFrame)
    .where('origin', '=', 'automatic')
    .where('start_ms', '<', at)
    .where((eb) => eb.or([eb('end_ms', 'is', null), eb('end_ms', '>', at - minGapMs)]))
    .orderBy('start_ms')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.start_ms) : null;
}

/** The frame's automatic stops starting in [from, to), with what tells whether a person touched them. */
export async function listAutomaticStops(db: Db, idFrame: number, from: number, to: number): Promise<StoredStopRow[]> {
  const rows = await db
    .selectFrom(`${STOP_TABLE} as s`)
    .select([
      's.id_stop',
      's.start_ms',
      's.end_ms',
      's.version',
      's.status',
      's.consistency',
      's.id_motive',
      's.comment',
      's.complements',
      's.split_from',
      's.reproved',
      's.updated_by',
    ])
    .where('s.id_frame', '=', idFrame)
    .where('s.origin', '=', 'automatic')
    .where('s.start_ms', '>=', from)
    .where('s.start_ms', '<', to)
    .orderBy('s.start_ms')
    .execute();
  // Split parents by one query: `split_from` has no index, and a year holds thousands of stops.
  const parents = await db.selectFrom(STOP_TABLE).select('split_from').distinct().where('id_frame', '=', idFrame).where('split_from', 'is not', null).execute();
  const split = new Set(parents.map((row) => Number(row.split_from)));
  return rows.map((row) => ({
    id_stop: Number(row.id_stop),
    start: Number(row.start_ms),
    end: numberOrNull(row.end_ms),
    version: Number(row.version),
    status: String(row.status),
    consistency: String(row.consistency),
    id_motive: numberOrNull(row.id_motive),
    comment: row.comment === null ? null : String(row.comment),
    complements: typeof row.complements === 'string' ? JSON.parse(row.complements) : row.complements,
    split_from: numberOrNull(row.split_from),
    reproved: flag(row.reproved),
    updated_by: numberOrNull(row.updated_by),
    has_parts: split.has(Number(row.id_stop)),
  }));
}

/** Whether the tag has a reading in [from, to). */
export async function hasReadings(db: Db, idTag: number, from: number, to: number): Promise<boolean> {
  const row = await db
    .selectFrom(TAG_VALUE_TABLE)
    .select('ts')
    .where('id_tag', '=', idTag)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface PlanCounts {
  added: number;
  updated: number;
  removed: number;
}

/** Rows per insert statement: well below both drivers' parameter limits (11 per row). */
const INSERT_CHUNK = 500;
const statusOf = (end: number | null) => (end === null ? 'open' : 'finished');
const interval = (start: number, end: number | null) => ({ start: new Date(start).toISOString(), end: end === null ? null : new Date(end).toISOString() });

/**
 * Writes a reconcile plan, each write conditional (an insert on the (id_frame, start_ms) unique index, an
 * update or delete on the stop's version), so a concurrent run or a user's change wins and is not
 * overwritten; every insert and update writes its history row (user null). A deleted stop takes its
 * history with it (the table cascades): only untouched stops are deleted, whose history is the job's.
 */
export async function writePlan(
  db: Db,
  frame: { id_frame: number; id_elemento: number },
  plan: ReconcilePlan,
  action: StopHistoryAction,
  now: number,
  dialect: Dialect,
): Promise<PlanCounts> {
  const counts: PlanCounts = { added: 0, updated: 0, removed: 0 };
  const bool = (value: boolean) => (dialect === 'sqlite' ? (value ? 1 : 0) : value);
  const history = (id_stop: number, changes: object) =>
    db
      .insertInto(STOP_HISTORY_TABLE)
      .values({ id_stop, at_ms: now, id_usuario: null, action, changes: JSON.stringify(changes), comment: null, signed: bool(false) })
      .execute();
  for (let i = 0; i < plan.inserts.length; i += INSERT_CHUNK) {
    const chunk = plan.inserts.slice(i, i + INSERT_CHUNK);
    const inserted = await db
      .insertInto(STOP_TABLE)
      .values(
        chunk.map((stop) => ({
          id_elemento: frame.id_elemento,
          id_frame: frame.id_frame,
          start_ms: stop.start,
          end_ms: stop.end,
          status: statusOf(stop.end),
          origin: 'automatic',
          consistency: 'notApproved',
          reproved: bool(false),
          version: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['id_frame', 'start_ms']).doNothing())
      .returning(['id_stop', 'start_ms', 'end_ms'])
      .execute();
    if (inserted.length === 0) continue;
    counts.added += inserted.length;
    await db
      .insertInto(STOP_HISTORY_TABLE)
      .values(
        inserted.map((row) => {
          const end = row.end_ms === null ? null : Number(row.end_ms);
          const changes = { after: { ...interval(Number(row.start_ms), end), status: statusOf(end) } };
          return { id_stop: Number(row.id_stop), at_ms: now, id_usuario: null, action, changes: JSON.stringify(changes), comment: null, signed: bool(false) };
        }),
      )
      .execute();
  }
  for (const update of plan.updates) {
    const result = await db
      .updateTable(STOP_TABLE)
      .set({
        end_ms: update.end,
        status: sql`case when status = 'annulled' then status else ${statusOf(update.end)} end`,
        version: update.version + 1,
        updated_at: now,
      })
      .where('id_stop', '=', update.id_stop)
      .where('version', '=', update.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    counts.updated++;
    await history(update.id_stop, { before: interval(update.start, update.endBefore), after: interval(update.start, update.end) });
  }
  for (const stop of plan.deletes) {
    const result = await db.deleteFrom(STOP_TABLE).where('id_stop', '=', stop.id_stop).where('version', '=', stop.version).executeTakeFirst();
    counts.removed += Number(result.numDeletedRows);
  }
  return counts;
}

/** Saves where the job stands for a frame (`frame_detection_state`); absent fields keep their value. */
export async function saveDetectionState(
  db: Db,
  idFrame: number,
  state: { detected_until_ms?: number; last_run_ms: number; last_error: string | null },
): Promise<void> {
  const values = { id_frame: idFrame, detected_until_ms: state.detected_until_ms ?? null, last_run_ms: state.last_run_ms, last_error: state.last_error };
  const { id_frame: _id, ...changes } = values;
  if (state.detected_until_ms === undefined) delete (changes as Partial<typeof changes>).detected_until_ms;
  await db
    .insertInto(DETECTION_STATE_TABLE)
    .values(values)
    .onConflict((conflict) => conflict.column('id_frame').doUpdateSet(changes))
    .execute();
}
