import { HttpError } from 'react-admin';
import { ApiError, type ApiErrorBody } from '../../../api/api-error.js';

export type Translate = (key: string, args?: Record<string, unknown>) => string;

/** A refused write as the dialog shows it: one message, and each field's problem by path, translated. */
export interface WriteProblem {
  message: string;
  fields: Record<string, string>;
}

/** The API's `error` of a data provider write (HttpError, its body as `toHttpError` made it) or of a module call (ApiError). */
function bodyOf(error: unknown): (ApiErrorBody & { details?: Record<string, unknown> }) | undefined {
  if (error instanceof ApiError) return error.error;
  if (error instanceof HttpError) return (error.body as { error?: ApiErrorBody } | undefined)?.error;
  return undefined;
}

/**
 * What the user reads of a refused write: the spec's message with its arguments (a cap's `{limit}`, an import's
 * `{tab, widget}`, sent as `details`), and each field's message under its input. `fallback`: a failure without a key.
 */
export function writeProblem(error: unknown, translate: Translate, fallback: string): WriteProblem {
  const body = bodyOf(error);
  const fields = Object.fromEntries(
    Object.entries(body?.fields ?? {}).map(([path, problem]) => [path, translate(problem.key, { _: problem.key, ...problem.args })]),
  );
  if (body?.message) return { message: translate(body.message, { _: body.message, ...body.args, ...body.details }), fields };
  if (error instanceof ApiError) return { message: translate(error.messageKey), fields };
  // The data provider's HttpError already carries the translated message of a failure it knew no key for.
  if (error instanceof HttpError && error.message) return { message: error.message, fields };
  return { message: translate(fallback), fields };
}

/** The fields under `prefix.` (the options form's paths), the prefix taken off. */
export function fieldsUnder(fields: Record<string, string>, prefix: string): Record<string, string> {
  const start = `${prefix}.`;
  return Object.fromEntries(Object.entries(fields).flatMap(([path, message]) => (path.startsWith(start) ? [[path.slice(start.length), message]] : [])));
}
