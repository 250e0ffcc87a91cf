import type { ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../api/api-error.js';
import type { AsyncData } from '../../data-entry/shared/useAsyncData.js';

interface ListStatusProps<T> {
  query: AsyncData<T>;
  /** The page's own "could not be loaded" message key. */
  errorKey: string;
  emptyText: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  testId: string;
}

/** A list's loading bar, its failure (the page's message, and the server's refusal under it) with a retry, the empty text, or the list. */
export function ListStatus<T>({ query, errorKey, emptyText, isEmpty, children, testId }: ListStatusProps<T>) {
  const translate = useTranslate();
  if (query.error) {
    const refusal = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500 ? query.error.messageKey : undefined;
    return (
      <Alert
        severity="error"
        role="alert"
        data-testid={`${testId}-error`}
        action={
          <Button color="inherit" size="small" onClick={query.reload} data-testid={`${testId}-retry`}>
            {translate('global.error.messages.tryAgain')}
          </Button>
        }
      >
        {translate(errorKey)}
        {refusal && (
          <Typography variant="body2" component="div">
            {translate(refusal, { _: refusal })}
          </Typography>
        )}
      </Alert>
    );
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
