import type { ReactNode } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { ApiError } from '../../../api/api-error.js';
import { ErrorNotice } from '../../../errors/ErrorNotice.js';
import type { AsyncData } from '../../data-entry/shared/useAsyncData.js';

interface QueryStatusProps<T> {
  query: AsyncData<T>;
  /** The text shown when the answer has nothing to draw. */
  emptyText: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  testId: string;
  /** How a failure is told, instead of the server's message key with a retry. */
  failure?: (error: unknown, retry: () => void) => ReactNode;
}

/** A query's loading bar, the server's refusal (its message key) with a retry, the empty text, or its content. */
export function QueryStatus<T>({ query, emptyText, isEmpty, children, testId, failure }: QueryStatusProps<T>) {
  if (query.error && failure) return <>{failure(query.error, query.reload)}</>;
  if (query.error) {
    const message = query.error instanceof ApiError ? query.error.messageKey : 'global.error.messages.fetchError';
    return <ErrorNotice message={message} onRetry={query.reload} />;
  }
  if (query.data === undefined) return query.loading ? <LinearProgress data-testid={`${testId}-loading`} /> : null;
  if (isEmpty(query.data))
    return (
      <Box sx={{ py: 4, textAlign: 'center' }} data-testid={`${testId}-empty`}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Box>
    );
  return (
    <>
      <LinearProgress sx={{ visibility: query.loading ? 'visible' : 'hidden' }} />
      {children(query.data)}
    </>
  );
}
