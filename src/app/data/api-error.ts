import { HttpError } from 'react-admin';
import { ApiError, fallbackMessageKey } from '../api/api-error.js';

export { fallbackMessageKey };

export type Translate = (key: string, args?: Record<string, unknown>) => string;

/** An HttpError thrown by fetchUtils or anything else (offline) as the client's ApiError. */
function asApiError(error: unknown, method: string): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(error instanceof HttpError ? error.status : 0, method, error instanceof HttpError ? error.body : undefined);
}

/**
 * The API's `{error: {code, message, fields}}` as react-admin's HttpError: a translated message
 * for the notification and translated `errors` per field path, shown under the inputs.
 */
export function toHttpError(error: unknown, method: string, translate: Translate): HttpError {
  const apiError = asApiError(error, method);
  const errors = Object.fromEntries(Object.entries(apiError.fields).map(([path, problem]) => [path, translate(problem.key, problem.args)]));
  // `data` beside `error` carries details some answers give (e.g. the stored values of a 409 VALUE_EXISTS).
  const data = apiError.data;
  return new HttpError(translate(apiError.messageKey), apiError.status, { errors, error: apiError.error, ...(data === undefined ? {} : { data }) });
}
