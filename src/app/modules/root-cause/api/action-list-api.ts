/** The action list's calls (src/server/modules/root-cause/README.md, Actions). Refusals are ApiErrors with the server's key. */
import type { ActionListRow, ActionStatus, TimeStatus } from '../../../../domain/root-cause/model.js';
import { apiRequest, api } from '../../../api/api-client.js';

export interface ActionListFilters {
  status?: ActionStatus;
  time_status?: TimeStatus;
  /** Only the caller's actions (responsible or examiner). */
  mine?: boolean;
  q?: string;
}

export interface ActionListQuery extends ActionListFilters {
  /** 1-based. */
  page: number;
  perPage: number;
}

export interface ActionListPage {
  data: ActionListRow[];
  total: number;
}

const filterQuery = ({ status, time_status, mine, q }: ActionListFilters) => ({
  status,
  time_status,
  mine: mine ? 'true' : undefined,
  q: q?.trim() || undefined,
});

/** Every action of the unit: the caller's own first, then by deadline. */
export const fetchActionList = ({ page, perPage, ...filters }: ActionListQuery, signal?: AbortSignal): Promise<ActionListPage> =>
  api<string, ActionListPage>('RCA/queries/actions', { query: { ...filterQuery(filters), page, perPage }, signal });

export interface ActionExport {
  blob: Blob;
  /** The server's file name (Content-Disposition), when it gives one. */
  fileName: string | undefined;
}

const fileNameOf = (disposition: string | null) => {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]!) : undefined;
};

/** The chosen actions as CSV; with no ids, every action the filters find. */
export async function exportActions(filters: ActionListFilters, ids: readonly number[]): Promise<ActionExport> {
  const query = ids.length > 0 ? { ids: ids.join(',') } : filterQuery(filters);
  const answer = await apiRequest<string, Blob>('RCA/queries/actions/export', { query, read: 'blob', headers: { Accept: 'text/csv, application/json' } });
  return { blob: answer.json, fileName: fileNameOf(answer.headers.get('Content-Disposition')) };
}
