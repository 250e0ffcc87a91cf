import type { Db } from '../../db/create-database.js';
import { readPointBefore, readRawRows } from '../series/read-store.js';
import type { AlertDeps } from './alert-deps.js';
import { conditionAlertsOfTags, type StoredAlert } from './alert-lookup.js';
import { conditionCrossings, conditionMessage, crossingKey, type StoredPoint } from './condition-crossings.js';
import { raiseAlert, type RaiseResult } from './raise-alert.js';
import { sources } from './sources.js';

/** A value as stored in `tag_value`. */
export interface StoredValueRow {
  id_tag: number;
  /** Epoch ms UTC. */
  ts: number;
  value: number;
}

interface TagInfo {
  code: string;
  decimals: number | null;
}

async function tagInfo(db: Db, tagIds: readonly number[]): Promise<Map<number, TagInfo>> {
  const rows = await db
    .selectFrom(sources.tag)
    .select(['id_tag', 'code', 'decimals'])
    .where('id_tag', 'in', [...tagIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.id_tag), { code: String(row.code), decimals: row.decimals === null ? null : Number(row.decimals) }]));
}

/**
 * The tag's stored points from the last one before `from` through `to` (inclusive), in time order. Its cost
 * grows with the points stored in the write's time span: the write itself for the usual append.
 */
async function storedSequence(db: Db, id_tag: number, from: number, to: number): Promise<StoredPoint[]> {
  const before = await readPointBefore(db, id_tag, from);
  // Timestamps are whole milliseconds: [from, to + 1) is the inclusive span.
  const span = await readRawRows(db, id_tag, from, to + 1);
  return [...(before ? [before] : []), ...span.times.map((ts, i) => ({ ts, value: span.values[i]! }))];
}

function timestampsPerTag(rows: readonly StoredValueRow[]): Map<number, Set<number>> {
  const perTag = new Map<number, Set<number>>();
  for (const row of rows) {
    const set = perTag.get(row.id_tag) ?? new Set<number>();
    set.add(row.ts);
    perTag.set(row.id_tag, set);
  }
  return perTag;
}

/**
 * After values were stored (`writeValues`): for each active alert with a condition on one of their tags,
 * raises the alert at every new value that meets the condition while the tag's stored value before it did
 * not (or there was none): a false -> true transition. Raised at the value's time, with the key
 * `cond:<id_alerta>:<id_tag>:<ts>`, so writing the same value again raises nothing new; the message is the
 * alert's template with `{tag}` and `{value}` filled in. Answers the new raises.
 */
export async function raiseAlertsForValues(deps: AlertDeps, rows: readonly StoredValueRow[]): Promise<RaiseResult[]> {
  const { db } = deps.database;
  const perTag = timestampsPerTag(rows);
  const alerts = await conditionAlertsOfTags(db, [...perTag.keys()]);
  if (!alerts.length) return [];
  const alertsPerTag = new Map<number, StoredAlert[]>();
  for (const alert of alerts) alertsPerTag.set(alert.id_tag!, [...(alertsPerTag.get(alert.id_tag!) ?? []), alert]);
  const tags = await tagInfo(db, [...alertsPerTag.keys()]);
  const raised: RaiseResult[] = [];
  for (const [id_tag, tagAlerts] of alertsPerTag) {
    const fresh = perTag.get(id_tag)!;
    const sequence = await storedSequence(db, id_tag, Math.min(...fresh), Math.max(...fresh));
    const tag = tags.get(id_tag) ?? { code: String(id_tag), decimals: null };
    for (const { alert, point } of conditionCrossings(
      tagAlerts.map((a) => ({ ...a, cond_operator: a.cond_operator!, cond_value: a.cond_value! })),
      sequence,
      fresh,
    )) {
      const result = await raiseAlert(db, {
        alert,
        key: crossingKey(alert.id_alerta, id_tag, point.ts),
        message: conditionMessage(alert.ale_msg, tag, point.value),
        at: point.ts,
        id_frame: alert.id_frame,
      });
      if (result.created) raised.push(result);
    }
  }
  return raised;
}

/** Where a failed raise is told: the values are stored already, so it must not fail their write. */
export interface RaiseLog {
  error(details: object, message: string): void;
}

/** `raiseAlertsForValues` for the value routes: a failure is logged, never thrown. */
export async function raiseAlertsAfterStore(deps: AlertDeps & { log: RaiseLog }, rows: readonly StoredValueRow[]): Promise<void> {
  try {
    await raiseAlertsForValues(deps, rows);
  } catch (error) {
    deps.log.error({ err: error }, 'raising alerts for stored values failed');
  }
}
