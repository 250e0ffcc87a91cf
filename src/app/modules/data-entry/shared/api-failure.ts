import { HttpError } from 'react-admin';

/** What the API said about a failed call made through useHttpClient (see data/api-error.ts). */
export interface ApiFailure {
  status: number;
  code?: string;
  /** The message key the server sent, if any. */
  key?: string;
  args?: Record<string, unknown>;
  /** The message already translated by the http client (without arguments). */
  message: string;
  /** Translated field errors by path, e.g. `values.0.value`. */
  fields: Record<string, string>;
  /** Details the answer carried beside its error (`data`), e.g. the stored values of a 409 VALUE_EXISTS. */
  data?: unknown;
}

export function apiFailureOf(error: unknown): ApiFailure {
  if (!(error instanceof HttpError)) return { status: 0, message: error instanceof Error ? error.message : String(error), fields: {} };
  const body = error.body as
    { errors?: Record<string, string>; error?: { code?: string; message?: string; args?: Record<string, unknown> }; data?: unknown } | undefined;
  const apiError = body?.error ?? {};
  return {
    status: error.status,
    code: apiError.code,
    key: apiError.message,
    args: apiError.args,
    message: error.message,
    fields: body?.errors ?? {},
    data: body?.data,
  };
}
