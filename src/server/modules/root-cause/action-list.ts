/**
 * `GET RCA/queries/actions` (README.md, Actions): the unit's actions, the caller's own (responsible or examiner)
 * first, then by deadline. The time status depends on the unit's zone and hours and on when each action was
 * finished, so it is computed by the domain on a light read of every matching action, then the page is read whole.
 */
import { sql, type SqlBool } from 'kysely';
import type { ActionListRow, TimeStatus } from '../../../domain/root-cause/model.js';
import { actionTimeStatus } from '../../../domain/root-cause/time-status.js';
import type { Database, Db } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { parseActionsQuery, type ActionFilter } from './action-query.js';
import { actionRecordsOf, selectActionRecords } from './action-repository.js';
import { actionListRowOf, actionViewSources } from './action-views.js';
import { rcaViewer, type RcaViewer } from './rca-context.js';
import { ACTION_TABLE, EFFECT_TABLE } from './rca-tables.js';

/** How many full rows one read takes (the export reads in chunks). */
const CHUNK = 500;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const contains = (column: string, pattern: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

interface Candidate {
  id_action: number;
  deadline: string;
  mine: boolean;
  timeStatus: TimeStatus;
}

/** The ids of the actions that match, in the list's order. */
export async function matchingActionIds(db: Db, viewer: RcaViewer, filter: ActionFilter): Promise<number[]> {
  let query = db
    .selectFrom(`${ACTION_TABLE} as a`)
    .innerJoin(`${EFFECT_TABLE} as e`, 'e.id_effect', 'a.id_effect')
    .select(['a.id_action', 'a.deadline', 'a.status', 'a.concluded_at', 'a.id_responsible', 'a.id_examiner'])
    .where('e.id_elemento', '=', viewer.unit);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.idEffect !== undefined) query = query.where('a.id_effect', '=', filter.idEffect);
  if (filter.mine) query = query.where((eb) => eb.or([eb('a.id_responsible', '=', viewer.userId), eb('a.id_examiner', '=', viewer.userId)]));
  if (filter.ids) query = query.where('a.id_action', 'in', filter.ids);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) => eb.or([contains('a.title', pattern), contains('a.what', pattern)]));
  }
  const candidates: Candidate[] = (await query.execute()).map((row) => ({
    id_action: Number(row.id_action),
    deadline: String(row.deadline),
    mine: Number(row.id_responsible) === viewer.userId || Number(row.id_examiner) === viewer.userId,
    timeStatus: actionTimeStatus(
      { status: row.status, deadline: String(row.deadline), concluded_at_ms: row.concluded_at === null ? null : Number(row.concluded_at) },
      viewer.nowMs,
      viewer.rules.late_after_hours,
      viewer.timeZone,
    ),
  }));
  return candidates
    .filter((candidate) => !filter.timeStatus || candidate.timeStatus === filter.timeStatus)
    .sort((a, b) => Number(b.mine) - Number(a.mine) || (a.deadline < b.deadline ? -1 : a.deadline > b.deadline ? 1 : 0) || a.id_action - b.id_action)
    .map((candidate) => candidate.id_action);
}

/** The list rows of `ids`, in their order. */
export async function actionListRows(db: Db, viewer: RcaViewer, ids: readonly number[]): Promise<ActionListRow[]> {
  const rows: ActionListRow[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const records = actionRecordsOf(await selectActionRecords(db, viewer.unit).where('a.id_action', 'in', chunk).execute());
    const sources = await actionViewSources(db, records);
    const byId = new Map(records.map((record) => [record.id_action, record]));
    for (const id of chunk) {
      const record = byId.get(id);
      if (record) rows.push(actionListRowOf(record, viewer, sources));
    }
  }
  return rows;
}

export async function listActions(database: Database, access: RequestAccess, query: unknown): Promise<{ data: ActionListRow[]; total: number }> {
  const viewer = await rcaViewer(database.db, access);
  const { filter, page, perPage } = parseActionsQuery(query);
  const ids = await matchingActionIds(database.db, viewer, filter);
  const offset = (page - 1) * perPage;
  return { data: await actionListRows(database.db, viewer, ids.slice(offset, offset + perPage)), total: ids.length };
}
