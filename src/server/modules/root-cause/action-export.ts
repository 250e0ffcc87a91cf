/**
 * `GET RCA/queries/actions/export` (README.md, Actions): the list's actions (or the `ids` asked) as CSV, one row per
 * action, the model's field names as headers and raw values; `;` separated for pt-BR and es-ES (whose decimal
 * mark is the comma), `,` otherwise.
 */
import type { ActionListRow } from '../../../domain/root-cause/model.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { matchingActionIds, actionListRows } from './action-list.js';
import { parseActionsQuery } from './action-query.js';
import { csvDocument, type CsvValue } from './csv-writer.js';
import { rcaViewer } from './rca-context.js';

const COLUMNS: readonly [header: string, value: (row: ActionListRow) => CsvValue][] = [
  ['id_action', (row) => row.id_action],
  ['title', (row) => row.title],
  ['what', (row) => row.what],
  ['why', (row) => row.why],
  ['where', (row) => row.where],
  ['how', (row) => row.how],
  ['how_much', (row) => row.how_much],
  ['planned_time', (row) => row.planned_time],
  ['spent_time', (row) => row.spent_time],
  ['deadline', (row) => row.deadline],
  ['responsible', (row) => row.responsible.name],
  ['examiner', (row) => row.examiner.name],
  ['status', (row) => row.status],
  ['time_status', (row) => row.time_status],
  ['approval', (row) => row.approval],
  ['conclusion_date', (row) => row.conclusion_date],
  ['verification_status', (row) => row.verification.status],
  ['verification_date', (row) => row.verification.date],
  ['effect', (row) => row.effect_description],
  ['cause', (row) => row.cause_description],
  ['origin', (row) => row.origin],
];

/** `;` where the comma is the decimal mark (pt-BR, es-ES): from `locale`, else the first language of Accept-Language. */
export function csvSeparator(locale: unknown, acceptLanguage: string | undefined): ',' | ';' {
  const language = (typeof locale === 'string' && locale ? locale : (acceptLanguage ?? '').split(',')[0]!).trim().toLowerCase();
  return language.startsWith('pt') || language.startsWith('es') ? ';' : ',';
}

export async function exportActions(database: Database, access: RequestAccess, query: unknown, acceptLanguage: string | undefined): Promise<string> {
  const viewer = await rcaViewer(database.db, access);
  const { filter } = parseActionsQuery(query, true);
  const rows = await actionListRows(database.db, viewer, await matchingActionIds(database.db, viewer, filter));
  const separator = csvSeparator((query as { locale?: unknown } | null)?.locale, acceptLanguage);
  return csvDocument([COLUMNS.map(([header]) => header), ...rows.map((row) => COLUMNS.map(([, value]) => value(row)))], separator);
}
