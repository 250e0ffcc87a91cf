import type { LogbookPage } from '../../../domain/logbook/index.js';
import type { LogbookEntry } from '../../../generated/api-types.js';
import type { useHttpClient } from '../../data/useHttpClient.js';
import { totalOfContentRange } from './content-range.js';

export type HttpClient = ReturnType<typeof useHttpClient>;

export interface LogbookGroup {
  id_logbook_group: number;
  logbook_group_description: string;
}

/** An entry as the server answers it: the generated type of its route schema, shared with the server. */
export type { LogbookEntry };

const DATA = 'LOGBOOK/entities/DATA';

/** The unit's groups, by description. */
export async function fetchLogbookGroups(http: HttpClient): Promise<LogbookGroup[]> {
  const query = new URLSearchParams({ sort: JSON.stringify(['logbook_group_description', 'ASC']), range: JSON.stringify([0, 999]) });
  const { json } = await http(`LOGBOOK/entities/GROUP?${query}`);
  return Array.isArray(json) ? (json as LogbookGroup[]) : [];
}

/** One page of a group's entries, newest first; `total` counts every entry matching the search. */
export async function fetchLogbookEntries(http: HttpClient, groupId: number, page: LogbookPage, search: string) {
  const query = new URLSearchParams({ offset: String(page.offset), limit: String(page.limit), ...(search ? { search } : {}) });
  const { json, headers } = await http(`${DATA}/${groupId}?${query}`);
  const entries = Array.isArray(json) ? (json as LogbookEntry[]) : [];
  return { entries, total: totalOfContentRange(headers.get('Content-Range')) };
}

const send = async (http: HttpClient, method: string, path: string, body?: unknown): Promise<LogbookEntry> =>
  (await http(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as LogbookEntry;

/** The server sets the author and the date; `logbook_date` is sent in UTC as the spec's payload has it. */
export const addLogbookEntry = (http: HttpClient, groupId: number, annotation: string, userId: number | undefined, now: string) =>
  send(http, 'POST', DATA, { id_logbook_group: groupId, id_user: userId, logbook_annotation: annotation, logbook_date: now });

export const updateLogbookEntry = (http: HttpClient, id: number, annotation: string) => send(http, 'PUT', `${DATA}/${id}`, { logbook_annotation: annotation });

export const deleteLogbookEntry = (http: HttpClient, id: number) => send(http, 'DELETE', `${DATA}/${id}`);
