import { useMemo } from 'react';
import { useTranslate, type fetchUtils } from 'react-admin';
import { apiUrl } from '../config/branding.js';
import type { AnswerOf } from '../api/api-routes.js';
import { createHttpClient } from './http-client.js';

/** A route's answer as the http client gives it: `{data}` unwrapped. */
export type Payload<T> = T extends { data: infer D } ? D : T;

export interface HttpAnswer<T> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/**
 * For calls that are no react-admin resource (actions, queries, uploads): an API path below
 * `/{product}/`, the session headers, `{data}` unwrapped and the API's errors as translated HttpErrors.
 */
export function useHttpClient() {
  const translate = useTranslate();
  return useMemo(() => {
    const http = createHttpClient((key, args) => translate(key, { _: key, ...args }));
    // Typed by the route table where it knows the path (src/app/api/api-routes.ts), else `unknown`.
    return <P extends string>(path: P, options?: fetchUtils.Options) => http(apiUrl(path), options) as Promise<HttpAnswer<Payload<AnswerOf<P>>>>;
  }, [translate]);
}
