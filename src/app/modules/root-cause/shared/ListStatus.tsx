import type { ReactNode } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../api/api-error.js';
import type { AsyncData } from '../../data-entry/shared/useAsyncData.js';
import { QueryStatus } from '../../equipment-stops/stopping-chart/QueryStatus.js';

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
export function ListStatus<T>({ errorKey, testId, ...status }: ListStatusProps<T>) {
  const translate = useTranslate();
  const failure = (error: unknown, retry: () => void) => {
    const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.messageKey : undefined;
    return (
      <Alert
        severity="error"
        role="alert"
        data-testid={`${testId}-error`}
        action={
          <Button color="inherit" size="small" onClick={retry} data-testid={`${testId}-retry`}>
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
  };
  return <QueryStatus {...status} testId={testId} failure={failure} />;
}
