/** Reads and conditional writes of `rca_action` (README.md, Actions); rows normalised for both databases. */
import type { ActionStatus, ApprovalStatus, CauseStatus, EffectStatus, Origin, VerificationStatus } from '../../../domain/root-cause/model.js';
import type { EffectPeople } from '../../../domain/root-cause/roles.js';
import type { Db } from '../../db/create-database.js';
import { ACTION_TABLE, CAUSE_TABLE, EFFECT_TABLE } from './rca-tables.js';
import { writeActionHistory } from './rca-history.js';

/** An action row with the cause and effect it belongs to. */
export interface ActionRecord {
  id_action: number;
  id_effect: number;
  id_cause: number;
  title: string;
  what: string;
  why: string;
  where_text: string | null;
  how: string | null;
  how_much: number | null;
  planned_time: string | null;
  spent_time: string | null;
  deadline: string;
  id_responsible: number;
  id_examiner: number;
  status: ActionStatus;
  approval: ApprovalStatus;
  suspended: boolean;
  conclusion_date: string | null;
  concluded_at: number | null;
  verification_date: string | null;
  verification_status: VerificationStatus;
  verification_commentary: string | null;
  duplicated_from: number | null;
  version: number;
  created_at: number;
  cause_status: CauseStatus;
  cause_description: string;
  origin: Origin;
  effect_status: EffectStatus;
  effect_description: string;
  effect_people: EffectPeople;
}

const ACTION_COLUMNS = [
  'id_action',
  'id_effect',
  'id_cause',
  'title',
  'what',
  'why',
  'where_text',
  'how',
  'how_much',
  'planned_time',
  'spent_time',
  'deadline',
  'id_responsible',
  'id_examiner',
  'status',
  'approval',
  'suspended',
  'conclusion_date',
  'concluded_at',
  'verification_date',
  'verification_status',
  'verification_commentary',
  'duplicated_from',
  'version',
  'created_at',
] as const;

type Raw = Record<string, unknown>;

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The team column: JSON text on SQLite, parsed JSON on PostgreSQL. */
export function teamOf(value: unknown): number[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isInteger) : [];
}

function recordOf(row: Raw): ActionRecord {
  return {
    id_action: Number(row.id_action),
    id_effect: Number(row.id_effect),
    id_cause: Number(row.id_cause),
    title: String(row.title),
    what: String(row.what),
    why: String(row.why),
    where_text: textOrNull(row.where_text),
    how: textOrNull(row.how),
    how_much: numberOrNull(row.how_much),
    planned_time: textOrNull(row.planned_time),
    spent_time: textOrNull(row.spent_time),
    deadline: String(row.deadline),
    id_responsible: Number(row.id_responsible),
    id_examiner: Number(row.id_examiner),
    status: row.status as ActionStatus,
    approval: row.approval as ApprovalStatus,
    suspended: Boolean(Number(row.suspended)),
    conclusion_date: textOrNull(row.conclusion_date),
    concluded_at: numberOrNull(row.concluded_at),
    verification_date: textOrNull(row.verification_date),
    verification_status: row.verification_status as VerificationStatus,
    verification_commentary: textOrNull(row.verification_commentary),
    duplicated_from: numberOrNull(row.duplicated_from),
    version: Number(row.version),
    created_at: Number(row.created_at),
    cause_status: row.cause_status as CauseStatus,
    cause_description: String(row.cause_description),
    origin: row.origin as Origin,
    effect_status: row.effect_status as EffectStatus,
    effect_description: String(row.effect_description),
    effect_people: {
      responsible: Number(row.effect_responsible),
      manager: Number(row.effect_manager),
      examiner: Number(row.effect_examiner),
      team: teamOf(row.effect_team),
    },
  };
}

/** Actions joined to their cause and effect, of one unit; callers add their filters and order. */
export function selectActionRecords(db: Db, unit: number) {
  return db
    .selectFrom(`${ACTION_TABLE} as a`)
    .innerJoin(`${CAUSE_TABLE} as c`, 'c.id_cause', 'a.id_cause')
    .innerJoin(`${EFFECT_TABLE} as e`, 'e.id_effect', 'a.id_effect')
    .select(ACTION_COLUMNS.map((column) => `a.${column}` as const))
    .select([
      'c.status as cause_status',
      'c.description as cause_description',
      'c.origin as origin',
      'e.status as effect_status',
      'e.description as effect_description',
      'e.id_responsible as effect_responsible',
      'e.id_manager as effect_manager',
      'e.id_examiner as effect_examiner',
      'e.team as effect_team',
    ])
    .where('e.id_elemento', '=', unit);
}

export const actionRecordsOf = (rows: readonly Raw[]): ActionRecord[] => rows.map(recordOf);

/** The action of the unit, or null (absent, or its effect is of another unit). */
export async function findActionRecord(db: Db, idAction: number, unit: number): Promise<ActionRecord | null> {
  const row = await selectActionRecords(db, unit).where('a.id_action', '=', idAction).executeTakeFirst();
  return row ? recordOf(row as Raw) : null;
}

/** Whether the action exists at all (in any unit): its effect elsewhere is `effectNotFound`, no action `notFound`. */
export async function actionExists(db: Db, idAction: number): Promise<boolean> {
  return (await db.selectFrom(ACTION_TABLE).select('id_action').where('id_action', '=', idAction).executeTakeFirst()) !== undefined;
}

/** The actions of one effect of the unit, oldest first. */
export async function actionRecordsOfEffect(db: Db, idEffect: number, unit: number): Promise<ActionRecord[]> {
  const rows = await selectActionRecords(db, unit).where('a.id_effect', '=', idEffect).orderBy('a.created_at').orderBy('a.id_action').execute();
  return actionRecordsOf(rows as Raw[]);
}

/** Booleans as 0/1: better-sqlite3 binds no booleans, and PostgreSQL reads '0'/'1' as a boolean. */
export const flag = (value: boolean): number => (value ? 1 : 0);

/** The columns of `rca_action` a write sets (`suspended` as a boolean, stored as 0/1). */
export type ActionColumns = Partial<Omit<Record<(typeof ACTION_COLUMNS)[number] | 'updated_at' | 'created_by', unknown>, 'suspended'>> & {
  suspended?: boolean;
};

const stored = (columns: ActionColumns): Record<string, unknown> =>
  columns.suspended === undefined ? { ...columns } : { ...columns, suspended: flag(columns.suspended) };

/** Updates the action only if its version is still `version` (and raises it); false when another write came first. */
export async function updateActionIfVersion(db: Db, idAction: number, version: number, columns: ActionColumns, nowMs: number): Promise<boolean> {
  const result = await db
    .updateTable(ACTION_TABLE)
    .set({ ...stored(columns), version: version + 1, updated_at: nowMs })
    .where('id_action', '=', idAction)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Inserts an action and answers its id. */
export async function insertAction(db: Db, columns: ActionColumns): Promise<number> {
  const row = await db.insertInto(ACTION_TABLE).values(stored(columns)).returning('id_action').executeTakeFirstOrThrow();
  return Number((row as Raw).id_action);
}

/** One row of the action's history, in the caller's transaction. */
export const insertActionHistory = writeActionHistory;

/** A cause with the effect it belongs to, for planning an action from it. */
export interface CauseOfAction {
  id_cause: number;
  id_effect: number;
  status: CauseStatus;
  effect_status: EffectStatus;
  effect_unit: number;
  effect_people: EffectPeople;
}

/** The cause (of any unit: the caller tells another unit's from a missing one), or null. */
export async function findCauseOfAction(db: Db, idCause: number): Promise<CauseOfAction | null> {
  const row = (await db
    .selectFrom(`${CAUSE_TABLE} as c`)
    .innerJoin(`${EFFECT_TABLE} as e`, 'e.id_effect', 'c.id_effect')
    .select([
      'c.id_cause',
      'c.id_effect',
      'c.status',
      'e.status as effect_status',
      'e.id_elemento',
      'e.id_responsible',
      'e.id_manager',
      'e.id_examiner',
      'e.team',
    ])
    .where('c.id_cause', '=', idCause)
    .executeTakeFirst()) as Raw | undefined;
  if (!row) return null;
  return {
    id_cause: Number(row.id_cause),
    id_effect: Number(row.id_effect),
    status: row.status as CauseStatus,
    effect_status: row.effect_status as EffectStatus,
    effect_unit: Number(row.id_elemento),
    effect_people: { responsible: Number(row.id_responsible), manager: Number(row.id_manager), examiner: Number(row.id_examiner), team: teamOf(row.team) },
  };
}
