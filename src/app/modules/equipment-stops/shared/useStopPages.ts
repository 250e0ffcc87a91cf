import { useState } from 'react';

/** The page sizes the stop tables offer; the middle one to start with. */
export const STOP_PAGE_SIZES = [25, 50, 100];

/** The page of a list shown a page at a time; a shorter list (reload, other filter) shows its last page rather than an empty one. */
export function useStopPages<T>(rows: readonly T[]) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(STOP_PAGE_SIZES[1]!);
  const shownPage = Math.min(page, Math.max(0, Math.ceil(rows.length / pageSize) - 1));
  const pageRows = rows.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(0);
  };
  return { count: rows.length, page: shownPage, pageSize, pageRows, setPage, changePageSize };
}

export type StopPages = Omit<ReturnType<typeof useStopPages>, 'pageRows'>;
