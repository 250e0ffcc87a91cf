import { HttpError, fetchUtils } from 'react-admin';
import { getToken, sessionHeaders } from '../auth/session-store.js';
import { toHttpError, type Translate } from './api-error.js';

/** Bodies are `{data: ...}`; ra-data-simple-rest wants the payload itself. */
function unwrap(json: unknown): unknown {
  return json && typeof json === 'object' && !Array.isArray(json) && 'data' in json ? (json as { data: unknown }).data : json;
}

/** fetchJson with the session headers, the `{data}` unwrapping and the API's errors mapped. */
export function createHttpClient(translate: Translate) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    // Signed out (e.g. a list refetching while sign-out navigates away): do not call the API.
    if (!getToken()) throw new HttpError(translate('global.error.messages.unauthorized'), 401);
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    for (const [name, value] of Object.entries(sessionHeaders())) headers.set(name, value);
    try {
      const response = await fetchUtils.fetchJson(url, { ...options, headers });
      return { ...response, json: unwrap(response.json) };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw toHttpError(error, (options.method ?? 'GET').toUpperCase(), translate);
    }
  };
}
