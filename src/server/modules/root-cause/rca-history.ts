import type { RcaHistoryRow } from '../../../domain/root-cause/model.js';
import type { Db } from '../../db/create-database.js';
import { personOf, personRefs } from './people.js';
import { ACTION_HISTORY_TABLE, EFFECT_HISTORY_TABLE } from './rca-tables.js';

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** The fields whose value differs between `before` and `after` (only the keys of `after`). */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to ?? null)) changes[field] = { from, to: to ?? null };
  }
  return changes;
}

export interface EffectHistoryEntry {
  id_effect: number;
  id_cause?: number | null;
  id_why?: number | null;
  userId: number | null;
  atMs: number;
  /** created, edited, concluded, canceled, reopened, cause-added, cause-edited, cause-canceled, cause-reactivated, why-added, why-edited, why-deleted */
  action: string;
  changes?: Changes | null;
  comment?: string | null;
}

/** One row of the effect's history, in the caller's transaction. */
export async function writeEffectHistory(db: Db, entry: EffectHistoryEntry): Promise<void> {
  await db
    .insertInto(EFFECT_HISTORY_TABLE)
    .values({
      id_effect: entry.id_effect,
      id_cause: entry.id_cause ?? null,
      id_why: entry.id_why ?? null,
      at_ms: entry.atMs,
      id_usuario: entry.userId,
      action: entry.action,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
      comment: entry.comment ?? null,
    })
    .execute();
}

export interface ActionHistoryEntry {
  id_action: number;
  userId: number | null;
  atMs: number;
  /** created, edited, duplicated, started, finished, verified, canceled, sent-for-approval, approved, disapproved, suspended, resumed, attached, attachment-deleted */
  action: string;
  changes?: Changes | null;
  comment?: string | null;
  signed?: boolean;
}

/** One row of the action's history, in the caller's transaction. */
export async function writeActionHistory(db: Db, entry: ActionHistoryEntry): Promise<void> {
  await db
    .insertInto(ACTION_HISTORY_TABLE)
    .values({
      id_action: entry.id_action,
      at_ms: entry.atMs,
      id_usuario: entry.userId,
      action: entry.action,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
      comment: entry.comment ?? null,
      // 0/1: better-sqlite3 binds no booleans, and PostgreSQL reads '1'/'0' as a boolean.
      signed: entry.signed ? 1 : 0,
    })
    .execute();
}

type HistoryRecord = Record<string, unknown>;

const parsed = (value: unknown): Changes | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? (JSON.parse(value) as Changes) : (value as Changes);

async function historyRows(db: Db, rows: readonly HistoryRecord[]): Promise<RcaHistoryRow[]> {
  const people = await personRefs(
    db,
    rows.flatMap((row) => (row.id_usuario === null ? [] : [Number(row.id_usuario)])),
  );
  return rows.map((row) => ({
    at: new Date(Number(row.at_ms)).toISOString(),
    user: row.id_usuario === null ? null : personOf(people, Number(row.id_usuario)),
    action: String(row.action),
    id_cause: row.id_cause === null || row.id_cause === undefined ? null : Number(row.id_cause),
    id_why: row.id_why === null || row.id_why === undefined ? null : Number(row.id_why),
    changes: parsed(row.changes),
    comment: (row.comment as string | null) ?? null,
    signed: Boolean(row.signed ?? false),
  }));
}

/** The effect's history, oldest first. */
export async function readEffectHistory(db: Db, idEffect: number): Promise<RcaHistoryRow[]> {
  const rows = await db.selectFrom(EFFECT_HISTORY_TABLE).selectAll().where('id_effect', '=', idEffect).orderBy('at_ms').orderBy('id_effect_history').execute();
  return historyRows(db, rows as HistoryRecord[]);
}

/** The action's history, oldest first. */
export async function readActionHistory(db: Db, idAction: number): Promise<RcaHistoryRow[]> {
  const rows = await db.selectFrom(ACTION_HISTORY_TABLE).selectAll().where('id_action', '=', idAction).orderBy('at_ms').orderBy('id_action_history').execute();
  return historyRows(db, rows as HistoryRecord[]);
}
