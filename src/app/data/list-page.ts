import type { GetListParams, GetListResult } from 'react-admin';
import { totalMoreThanHeader } from '../../domain/entities/list-total.js';

type HttpClient = (url: string, options?: { headers?: Headers; signal?: AbortSignal }) => Promise<{ headers: Headers; json: unknown }>;

/** What a list answer says about its total: the exact count, or (past the server's count cap) a partial page. */
export function listTotal(contentRange: string | null, moreThan: string | null, rangeStart: number): Pick<GetListResult, 'total' | 'pageInfo' | 'meta'> {
  if (contentRange?.endsWith('/*') && moreThan !== null && /^\d+$/.test(moreThan)) {
    // The server counts past the page before it stops, so a page exists after this one.
    return { pageInfo: { hasPreviousPage: rangeStart > 0, hasNextPage: true }, meta: { totalMoreThan: Number(moreThan) } };
  }
  return { total: parseInt(contentRange?.split('/').pop() ?? '', 10) };
}

/**
 * ra-data-simple-rest's getList (`sort`, `range`, `filter`, total from `Content-Range`), reading also
 * the capped total of a large list (domain/entities/list-total.ts): react-admin's partial pagination
 * then pages on without a total, and `meta.totalMoreThan` says how many rows there are at least.
 */
export async function fetchListPage(httpClient: HttpClient, apiUrl: string, path: string, params: GetListParams): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const [start, end] = [(page - 1) * perPage, page * perPage - 1];
  const query = new URLSearchParams({ sort: JSON.stringify([field, order]), range: JSON.stringify([start, end]), filter: JSON.stringify(params.filter ?? {}) });
  const { headers, json } = await httpClient(`${apiUrl}/${path}?${query}`, {
    headers: new Headers({ Range: `${path}=${start}-${end}` }),
    signal: params.signal,
  });
  return { data: Array.isArray(json) ? json : [], ...listTotal(headers.get('content-range'), headers.get(totalMoreThanHeader), start) };
}
