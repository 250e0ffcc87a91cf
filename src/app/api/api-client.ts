/**
 * The one way the app calls a module route: the API's base and product prefix, the session's
 * headers (token, `client-code`, `plt-code`, `id-element`), the chosen language, JSON or multipart/blob bodies, JSON
 * or blob answers, every refusal as an ApiError, and a 401 on a signed call handed to
 * session-ended.ts. Resources go through react-admin's data provider, itself built on this.
 */
import { getToken, sessionHeaders } from '../auth/session-store.js';
import { apiUrl } from '../config/branding.js';
import { initialLocale } from '../i18n/locales.js';
import { ApiError } from './api-error.js';
import type { AnswerOf } from './api-routes.js';
import { sessionEnded } from './session-ended.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `signed` (default): needs a session; a 401 ends it.
 * - `optional`: the session's headers when there is one; a 401 is the caller's (error reports).
 * - `public`: no session headers (sign-in, health, branding).
 * - `{ token }`: only this bearer token (a single sign-on token before its session is saved).
 */
export type ApiAuth = 'signed' | 'optional' | 'public' | { token: string };

export interface ApiRequest {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined> | URLSearchParams;
  /** A JSON body. */
  json?: unknown;
  /** A multipart (FormData), blob or already encoded body. */
  body?: FormData | Blob | string;
  headers?: HeadersInit;
  auth?: ApiAuth;
  /** How the answer is read: JSON (default) or a blob (files). */
  read?: 'json' | 'blob';
  signal?: AbortSignal;
  cache?: RequestCache;
  /** The request may outlive the page (the last activity log batch, an error report). */
  keepalive?: boolean;
  /** `site`: a path of the site itself (`/meta.json`), not below the API's `/{product}/`. */
  base?: 'api' | 'site';
  /** False when the caller already hands a 401 to the shell (react-admin does for the data provider). */
  endSessionOn401?: boolean;
}

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  /** The answer's body: parsed JSON (undefined when empty) or a Blob. */
  json: T;
}

function urlOf(path: string, { query, base = 'api' }: ApiRequest): string {
  const url = base === 'site' ? new URL(path, window.location.origin).href : apiUrl(path);
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(Object.entries(query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

function headersOf(request: ApiRequest, auth: ApiAuth): Headers {
  // The chosen language, for anything the server words itself (its answers carry message keys).
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': initialLocale() });
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  new Headers(request.headers).forEach((value, name) => headers.set(name, value));
  const session = typeof auth === 'object' ? { Authorization: `Bearer ${auth.token}` } : auth === 'public' ? {} : sessionHeaders();
  for (const [name, value] of Object.entries(session)) headers.set(name, value);
  return headers;
}

async function readBody(response: Response, read: ApiRequest['read']): Promise<unknown> {
  if (read === 'blob' && response.ok) return response.blob();
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls `path` (below `/{product}/`), answering its JSON typed by the route table, or throwing an ApiError. */
export async function apiRequest<P extends string, T = AnswerOf<P>>(path: P, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const method = request.method ?? (request.json === undefined && request.body === undefined ? 'GET' : 'POST');
  const auth = request.auth ?? 'signed';
  // Signed out (e.g. a poll firing while sign-out navigates away): do not call the API.
  if (auth === 'signed' && !getToken()) throw new ApiError(401, method);
  let response: Response;
  try {
    response = await fetch(urlOf(path, request), {
      method,
      headers: headersOf(request, auth),
      body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
      signal: request.signal,
      cache: request.cache,
      keepalive: request.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, method);
  }
  const json = await readBody(response, request.read);
  if (response.ok) return { status: response.status, headers: response.headers, json: json as T };
  const error = new ApiError(response.status, method, json);
  if (response.status === 401 && auth === 'signed' && request.endSessionOn401 !== false) sessionEnded(error);
  throw error;
}

/** The answer's body only. */
export async function api<P extends string, T = AnswerOf<P>>(path: P, request?: ApiRequest): Promise<T> {
  return (await apiRequest<P, T>(path, request)).json;
}
