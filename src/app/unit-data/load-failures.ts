import { HttpError } from 'react-admin';

/** What the app loads for the session and the unit; each may fail on its own (platform-core section 8). */
export type LoadSource = 'accessControl' | 'units' | 'tags' | 'frames' | 'period';

/** The default failure message: the API's own message key when it sent one, else this. */
export const apiProblemKey = 'unitData.messages.apiProblem';

export type LoadFailures = Partial<Record<LoadSource, string>>;

let failures: LoadFailures = {};
const listeners = new Set<() => void>();

function changed(next: LoadFailures): void {
  failures = next;
  listeners.forEach((listener) => listener());
}

/** The message key to store for a failed load. */
export function failureMessageKey(error: unknown): string {
  const body = error instanceof HttpError ? (error.body as { error?: { message?: unknown } } | undefined) : undefined;
  const key = body?.error?.message;
  return typeof key === 'string' && key.includes('.') ? key : apiProblemKey;
}

export function recordLoadFailure(source: LoadSource, error: unknown): void {
  changed({ ...failures, [source]: failureMessageKey(error) });
}

export function clearLoadFailure(source: LoadSource): void {
  if (!(source in failures)) return;
  const { [source]: _cleared, ...rest } = failures;
  changed(rest);
}

export function clearLoadFailures(): void {
  if (Object.keys(failures).length) changed({});
}

/** A stable snapshot for useSyncExternalStore. */
export const getLoadFailures = (): LoadFailures => failures;

export function subscribeLoadFailures(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
