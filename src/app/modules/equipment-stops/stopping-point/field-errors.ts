import type { ApiError } from '../../../api/api-error.js';

/**
 * A refusal's field problems translated, by the path of the form that shows them: complements are
 * answered as `complements.<type id>`, which the forms key by the type id alone.
 */
export function formFieldErrors(error: ApiError, translate: (key: string, options?: Record<string, unknown>) => string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, problem]) => [path.replace(/^complements\./, ''), translate(problem.key, { _: problem.key, ...problem.args })]),
  );
}
