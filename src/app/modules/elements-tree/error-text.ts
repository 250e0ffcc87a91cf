import { ApiError } from '../../api/api-error.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a refused change says: its first field's problem, else the answer's message, else a save error. */
export function errorText(error: unknown, translate: Translate): string {
  if (!(error instanceof ApiError)) return translate('global.error.messages.saveError');
  const [problem] = Object.values(error.fields);
  if (problem) return translate(problem.key, { _: problem.key, ...problem.args });
  return translate(error.messageKey, { _: error.messageKey });
}
