import { useMemo } from 'react';
import { useTranslate, type fetchUtils } from 'react-admin';
import { apiUrl } from '../config/branding.js';
import { createHttpClient } from './http-client.js';

/**
 * For calls that are no react-admin resource (actions, queries, uploads): an API path below
 * `/{product}/`, the session headers, `{data}` unwrapped and the API's errors as translated HttpErrors.
 */
export function useHttpClient() {
  const translate = useTranslate();
  return useMemo(() => {
    const http = createHttpClient((key, args) => translate(key, { _: key, ...args }));
    return (path: string, options?: fetchUtils.Options) => http(apiUrl(path), options);
  }, [translate]);
}
