import type { ReactNode } from 'react';
import { ListPagination } from './ListPagination.js';
import { ListStatus } from './ListStatus.js';
import type { PagedData } from './usePagedData.js';

interface PagedListStatusProps<P extends { data: readonly unknown[]; total: number }> {
  list: PagedData<P>;
  /** The page's own "could not be loaded" message key. */
  errorKey: string;
  emptyText: ReactNode;
  /** The page's rows (a table). */
  children: (answer: P) => ReactNode;
  /** The list's test id; its pagination is `<testId>-pagination`. */
  testId: string;
}

/** A paged list's status (ListStatus), its rows and their pagination. */
export function PagedListStatus<P extends { data: readonly unknown[]; total: number }>({
  list,
  errorKey,
  emptyText,
  children,
  testId,
}: PagedListStatusProps<P>) {
  const { query, paging } = list;
  return (
    <ListStatus query={query} testId={testId} errorKey={errorKey} emptyText={emptyText} isEmpty={(answer) => answer.data.length === 0 && answer.total === 0}>
      {(answer) => (
        <>
          {children(answer)}
          <ListPagination
            total={answer.total}
            page={paging.page}
            perPage={paging.perPage}
            onPage={paging.setPage}
            onPerPage={paging.setPerPage}
            testId={`${testId}-pagination`}
          />
        </>
      )}
    </ListStatus>
  );
}
