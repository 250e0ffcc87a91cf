import { useCallback, useEffect, useState } from 'react';
import type { ApiTokenView } from '../../../domain/access/api-token-scopes.js';
import { fetchTokens } from './tokens-api.js';

/** The client's tokens, loaded on mount; `reload` after a create or revoke. */
export function useTokens() {
  const [tokens, setTokens] = useState<ApiTokenView[] | undefined>();
  const [failed, setFailed] = useState<unknown>();
  const reload = useCallback(() => {
    fetchTokens().then(
      (list) => {
        setTokens(list);
        setFailed(undefined);
      },
      (error: unknown) => setFailed(error),
    );
  }, []);
  useEffect(reload, [reload]);
  return { tokens, failed, reload };
}
