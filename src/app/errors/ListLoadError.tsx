import { useListContext } from 'react-admin';
import { ErrorNotice } from './ErrorNotice.js';

/** What a list shows when its data cannot be loaded: `loadDataError`, and a retry that fetches again. */
export function ListLoadError() {
  const { refetch } = useListContext();
  return <ErrorNotice message="global.error.messages.loadDataError" onRetry={() => void refetch()} />;
}
