/**
 * A refused or failed API call, free of react-admin so the sign-in screen can use it too.
 * The API's body is `{ error: { code, message, fields? } }` (business-modules section 8);
 * `messageKey` is the spec's key to show, `fields` each field's problem by path.
 */
export interface FieldProblem {
  key: string;
  args?: Record<string, unknown>;
}

export interface ApiErrorBody {
  code?: string;
  message?: string;
  args?: Record<string, unknown>;
  fields?: Record<string, FieldProblem>;
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

export class ApiError extends Error {
  /** The API's `error` object (empty when the answer had none, e.g. offline). */
  readonly error: ApiErrorBody;

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly method: string,
    /** The whole answer body as parsed, for answers that carry details beside `error` (`data`). */
    readonly body?: unknown,
  ) {
    const error = (body as { error?: ApiErrorBody } | undefined)?.error ?? {};
    // A 5xx is told by what the user was doing, whatever generic key the server sent.
    super((status < 500 && error.message) || fallbackMessageKey(status, method));
    this.name = 'ApiError';
    this.error = error;
  }

  /** The spec's message key to show (also `message`). */
  get messageKey(): string {
    return this.message;
  }

  get code(): string | undefined {
    return this.error.code;
  }

  get fields(): Record<string, FieldProblem> {
    return this.error.fields ?? {};
  }

  /** `data` beside `error`, e.g. the stored values of a 409 VALUE_EXISTS. */
  get data(): unknown {
    return (this.body as { data?: unknown } | undefined)?.data;
  }
}
