import { ApiError } from '../../../api/api-error.js';

/** The message key to show for a failed call: the first field's refusal (e.g. `text: rootCause.errors.whyEmpty`), else the answer's key. */
export function refusalKey(error: unknown, fallback = 'global.error.messages.defaultError'): string {
  if (!(error instanceof ApiError)) return fallback;
  const field = Object.values(error.fields)[0];
  return field?.key ?? error.messageKey;
}

/** The arguments of the refusal's key (e.g. `%{max}`), when the server sent some. */
export function refusalArgs(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return Object.values(error.fields)[0]?.args ?? error.error.args;
}
