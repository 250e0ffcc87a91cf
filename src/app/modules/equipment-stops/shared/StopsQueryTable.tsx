import type { ComponentProps, ReactNode } from 'react';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { AsyncData } from '../../data-entry/shared/useAsyncData.js';
import { QueryStatus } from '../stopping-chart/QueryStatus.js';
import { StopsTable } from './StopsTable.js';

type StopsQueryTableProps = ComponentProps<typeof StopsTable> & {
  /** The stops query; `stops` is the part of its answer the page shows. */
  query: AsyncData<StopView[]>;
  /** Shown when `stops` is empty. */
  emptyText: ReactNode;
  testId: string;
};

/** A page's stops in a table, or the query's loading bar, its failure with a retry, or the empty text. */
export function StopsQueryTable({ query, emptyText, ...table }: StopsQueryTableProps) {
  return (
    <QueryStatus query={query} testId={table.testId} emptyText={emptyText} isEmpty={() => table.stops.length === 0}>
      {() => <StopsTable {...table} />}
    </QueryStatus>
  );
}
