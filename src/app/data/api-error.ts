import { HttpError } from 'react-admin';

export type Translate = (key: string, args?: Record<string, unknown>) => string;

interface ApiErrorBody {
  code?: string;
  message?: string;
  fields?: Record<string, { key: string; args?: Record<string, unknown> }>;
}

const conflictKeys: Record<string, string> = {
  POST: 'global.error.messages.insertConflict',
  PUT: 'global.error.messages.editConflict',
  DELETE: 'global.error.messages.deleteConflict',
};

/** A server failure is told by what the user was doing (business-modules section 8), not with one generic text. */
const serverFailureKeys: Record<string, string> = {
  GET: 'global.error.messages.fetchError',
  POST: 'global.error.messages.saveError',
  PUT: 'global.error.messages.editError',
  PATCH: 'global.error.messages.editError',
  DELETE: 'global.error.messages.deleteError',
};

/** The spec's message key for a status when the answer carries none. */
export function fallbackMessageKey(status: number, method: string): string {
  if (status === 0) return 'global.error.messages.connectionError';
  if (status === 400) return 'global.error.messages.validation';
  if (status === 401) return 'global.error.messages.unauthorized';
  if (status === 403) return 'global.error.messages.forbidden';
  if (status === 404) return 'global.error.messages.notFound';
  if (status === 409) return conflictKeys[method] ?? 'global.error.messages.defaultError';
  if (status === 413) return 'global.error.messages.payloadTooLarge';
  if (status >= 500) return serverFailureKeys[method] ?? 'global.error.messages.defaultError';
  return 'global.error.messages.defaultError';
}

/**
 * The API's `{error: {code, message, fields}}` as react-admin's HttpError: a translated message
 * for the notification and translated `errors` per field path, shown under the inputs.
 */
export function toHttpError(error: unknown, method: string, translate: Translate): HttpError {
  const status = error instanceof HttpError ? error.status : 0;
  const apiError: ApiErrorBody = (error instanceof HttpError ? (error.body as { error?: ApiErrorBody })?.error : undefined) ?? {};
  const messageKey = (status < 500 && apiError.message) || fallbackMessageKey(status, method);
  const errors = Object.fromEntries(
    Object.entries(apiError.fields ?? {}).map(([path, problem]) => [path, translate(problem.key, problem.args)]),
  );
  // `data` beside `error` carries details some answers give (e.g. the stored values of a 409 VALUE_EXISTS).
  const data = error instanceof HttpError ? (error.body as { data?: unknown } | undefined)?.data : undefined;
  return new HttpError(translate(messageKey), status, { errors, error: apiError, ...(data === undefined ? {} : { data }) });
}
