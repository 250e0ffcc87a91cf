import { useAsyncData, type AsyncData } from '../../data-entry/shared/useAsyncData.js';
import { usePaging, type Paging } from './usePaging.js';

export interface PagedData<P> {
  query: AsyncData<P>;
  paging: Paging;
}

/** One page of a list the server pages (1-based there, 0-based on screen), back to the first page when `filters` change. */
export function usePagedData<F extends object, P>(filters: F, load: (query: F & { page: number; perPage: number }) => Promise<P>): PagedData<P> {
  const paging = usePaging(JSON.stringify(filters));
  const query = useAsyncData(JSON.stringify({ ...filters, page: paging.page, perPage: paging.perPage }), () =>
    load({ ...filters, page: paging.page + 1, perPage: paging.perPage }),
  );
  return { query, paging };
}
