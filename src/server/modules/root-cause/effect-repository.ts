/**
 * SQL of the effects (README.md, Effects): the unit's effects, their counts, the conditional writes on the
 * version, and the analysis of a source. Times are epoch ms in `real` columns; `team` is a JSON array.
 */
import { sql, type SqlBool } from 'kysely';
import type { EffectForm, EffectSourceType, EffectStatus } from '../../../domain/root-cause/model.js';
import type { Db } from '../../db/create-database.js';
import { ACTION_TABLE, CAUSE_TABLE, EFFECT_TABLE } from './rca-tables.js';

export interface EffectSourceColumns {
  id_tag: number | null;
  tag_code: string | null;
  period_from_ms: number | null;
  period_to_ms: number | null;
  id_motive: number | null;
  motive: string | null;
  spc_rule: number | null;
  id_stop: number | null;
  id_violation: number | null;
  id_alert_movement: number | null;
}

/** The fields an edit may change. */
export interface EffectEditable {
  description: string;
  occurred_at: number;
  id_responsible: number;
  id_examiner: number;
  id_manager: number;
  team: number[];
}

export interface EffectRow extends EffectSourceColumns, EffectEditable {
  id_effect: number;
  id_elemento: number;
  form: EffectForm;
  status: EffectStatus;
  concluded_at: number | null;
  version: number;
  created_by: number;
  created_at: number;
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
/** A JSON column as the driver answers it: text on SQLite, already parsed on PostgreSQL. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));

function effectOf(row: Record<string, unknown>): EffectRow {
  const team = parsed(row.team);
  return {
    id_effect: Number(row.id_effect),
    id_elemento: Number(row.id_elemento),
    description: String(row.description),
    form: String(row.form) as EffectForm,
    status: String(row.status) as EffectStatus,
    id_tag: numberOrNull(row.id_tag),
    tag_code: textOrNull(row.tag_code),
    period_from_ms: numberOrNull(row.period_from_ms),
    period_to_ms: numberOrNull(row.period_to_ms),
    id_motive: numberOrNull(row.id_motive),
    motive: textOrNull(row.motive),
    spc_rule: numberOrNull(row.spc_rule),
    id_stop: numberOrNull(row.id_stop),
    id_violation: numberOrNull(row.id_violation),
    id_alert_movement: numberOrNull(row.id_alert_movement),
    id_responsible: Number(row.id_responsible),
    id_examiner: Number(row.id_examiner),
    id_manager: Number(row.id_manager),
    team: Array.isArray(team) ? team.map(Number) : [],
    occurred_at: Number(row.occurred_at),
    concluded_at: numberOrNull(row.concluded_at),
    version: Number(row.version),
    created_by: Number(row.created_by),
    created_at: Number(row.created_at),
  };
}

/** The unit's effect `id`, or null (another unit's effect is as absent as a missing one). */
export async function findEffect(db: Db, id: number, unit: number): Promise<EffectRow | null> {
  const row = await db.selectFrom(EFFECT_TABLE).selectAll().where('id_effect', '=', id).where('id_elemento', '=', unit).executeTakeFirst();
  return row ? effectOf(row) : null;
}

export interface EffectFilter {
  unit: number;
  status?: EffectStatus;
  form?: EffectForm;
  /** Case-insensitive text in the description, the tag code or the motive. */
  q?: string;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const contains = (column: string, pattern: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

function filtered(db: Db, filter: EffectFilter) {
  let query = db.selectFrom(EFFECT_TABLE).where('id_elemento', '=', filter.unit);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.form !== undefined) query = query.where('form', '=', filter.form);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) => eb.or([contains('description', pattern), contains('tag_code', pattern), contains('motive', pattern)]));
  }
  return query;
}

/** One page of the unit's effects, newest first, and how many match. */
export async function listEffects(db: Db, filter: EffectFilter, page: { offset: number; limit: number }): Promise<{ rows: EffectRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter).selectAll().orderBy('id_effect', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows: rows.map(effectOf), total: Number(count?.n ?? 0) };
}

export type NewEffect = EffectSourceColumns & EffectEditable & { id_elemento: number; form: EffectForm; created_by: number; created_at: number };

export async function insertEffect(db: Db, effect: NewEffect): Promise<number> {
  const row = await db
    .insertInto(EFFECT_TABLE)
    .values({ ...effect, team: JSON.stringify(effect.team), status: 'open', concluded_at: null, version: 1, updated_at: effect.created_at })
    .returning('id_effect')
    .executeTakeFirstOrThrow();
  return Number(row.id_effect);
}

export type EffectChanges = Partial<EffectEditable> & { status?: EffectStatus; concluded_at?: number | null };

/** Changes the effect only if it still has `version`, raising it; false when someone changed it first. */
export async function updateEffectIf(db: Db, target: { id_effect: number; version: number }, changes: EffectChanges, now: number): Promise<boolean> {
  const values: Record<string, unknown> = { ...changes };
  if (changes.team !== undefined) values.team = JSON.stringify(changes.team);
  const result = await db
    .updateTable(EFFECT_TABLE)
    .set({ ...values, version: target.version + 1, updated_at: now })
    .where('id_effect', '=', target.id_effect)
    .where('version', '=', target.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const sourceColumn: Record<EffectSourceType, string> = { stop: 'id_stop', spc: 'id_violation', alert: 'id_alert_movement' };

/** The effect opened from this source in any unit (a source has one analysis), or null. */
export async function effectOfSource(db: Db, type: EffectSourceType, id: number, unit?: number): Promise<{ id_effect: number; status: EffectStatus } | null> {
  let query = db.selectFrom(EFFECT_TABLE).select(['id_effect', 'status']).where(sourceColumn[type], '=', id);
  if (unit !== undefined) query = query.where('id_elemento', '=', unit);
  const row = await query.executeTakeFirst();
  return row ? { id_effect: Number(row.id_effect), status: String(row.status) as EffectStatus } : null;
}

export interface ActionTiming {
  id_effect: number;
  status: string;
  deadline: string;
  concluded_at: number | null;
}

export interface EffectTallies {
  activeCauses: Map<number, number>;
  /** Effect → action status → how many. */
  actionsByStatus: Map<number, Map<string, number>>;
  /** The actions' times, for their time status (the domain's rule, in the unit's time zone). */
  timings: ActionTiming[];
}

/** What the effects' counts and allowed commands need: their active causes, and their actions by status. */
export async function effectTallies(db: Db, ids: readonly number[]): Promise<EffectTallies> {
  const tallies: EffectTallies = { activeCauses: new Map(), actionsByStatus: new Map(), timings: [] };
  if (!ids.length) return tallies;
  const [causes, actions, timings] = await Promise.all([
    db
      .selectFrom(CAUSE_TABLE)
      .select('id_effect')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id_effect', 'in', [...ids])
      .where('status', '=', 'active')
      .groupBy('id_effect')
      .execute(),
    db
      .selectFrom(ACTION_TABLE)
      .select(['id_effect', 'status'])
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id_effect', 'in', [...ids])
      .groupBy(['id_effect', 'status'])
      .execute(),
    db
      .selectFrom(ACTION_TABLE)
      .select(['id_effect', 'status', 'deadline', 'concluded_at'])
      .where('id_effect', 'in', [...ids])
      .execute(),
  ]);
  for (const row of causes) tallies.activeCauses.set(Number(row.id_effect), Number(row.n));
  for (const row of actions) {
    const byStatus = tallies.actionsByStatus.get(Number(row.id_effect)) ?? new Map<string, number>();
    byStatus.set(String(row.status), Number(row.n));
    tallies.actionsByStatus.set(Number(row.id_effect), byStatus);
  }
  tallies.timings = timings.map((row) => ({
    id_effect: Number(row.id_effect),
    status: String(row.status),
    deadline: String(row.deadline),
    concluded_at: numberOrNull(row.concluded_at),
  }));
  return tallies;
}

export interface OpenAction {
  id_action: number;
  status: string;
  suspended: boolean;
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';

/** The effect's actions that are neither completed nor canceled (of one cause when given). */
export async function openActions(db: Db, where: { id_effect?: number; id_cause?: number }): Promise<OpenAction[]> {
  let query = db.selectFrom(ACTION_TABLE).select(['id_action', 'status', 'suspended']).where('status', 'not in', ['completed', 'canceled']);
  if (where.id_effect !== undefined) query = query.where('id_effect', '=', where.id_effect);
  if (where.id_cause !== undefined) query = query.where('id_cause', '=', where.id_cause);
  const rows = await query.orderBy('id_action').execute();
  return rows.map((row) => ({ id_action: Number(row.id_action), status: String(row.status), suspended: flag(row.suspended) }));
}

/** Writes an action's status and times with its version raised (the caller holds the effect's lock). */
export async function updateAction(db: Db, idAction: number, changes: Record<string, unknown>, now: number): Promise<void> {
  await db
    .updateTable(ACTION_TABLE)
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: now }))
    .where('id_action', '=', idAction)
    .execute();
}
