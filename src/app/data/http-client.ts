import type { fetchUtils } from 'react-admin';
import { apiRequest, type ApiRequest, type HttpMethod } from '../api/api-client.js';
import { toHttpError, type Translate } from './api-error.js';

/** Bodies are `{data: ...}`; ra-data-simple-rest wants the payload itself. */
function unwrap(json: unknown): unknown {
  return json && typeof json === 'object' && !Array.isArray(json) && 'data' in json ? (json as { data: unknown }).data : json;
}

/**
 * The API client in the shape ra-data-simple-rest and the module hooks expect (`fetchJson`'s):
 * an absolute URL, `{data}` unwrapped, and the API's errors as translated HttpErrors.
 * A 401 reaches the shell's sign-out path through the API client.
 */
export function createHttpClient(translate: Translate, { endSessionOn401 = true }: Pick<ApiRequest, 'endSessionOn401'> = {}) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
    const request: ApiRequest = {
      method,
      headers: options.headers,
      signal: options.signal ?? undefined,
      body: options.body as ApiRequest['body'],
      endSessionOn401,
    };
    // ra-data-simple-rest sends JSON text without saying so.
    if (typeof options.body === 'string') request.headers = { 'Content-Type': 'application/json', ...Object.fromEntries(new Headers(options.headers)) };
    try {
      const { status, headers, json } = await apiRequest(url, request);
      return { status, headers, body: json === undefined ? '' : JSON.stringify(json), json: unwrap(json) };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw toHttpError(error, method, translate);
    }
  };
}
