import { HttpError } from 'react-admin';

/** The translated message of a failed call, with its translated field problems (a bad parameter, a level a tag does not keep). */
export function seriesErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const problems = error instanceof HttpError ? Object.values((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : [];
  return [error.message, ...problems.filter((problem) => problem !== error.message)].join(' ');
}
