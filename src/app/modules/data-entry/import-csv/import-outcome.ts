/** The answers of `MES/actions/importValues` (the values helper's contract), read from the raw response. */
export interface ImportPreviewRow {
  row: number;
  tag: string;
  ts: string;
  value: number;
}

export interface ImportAnswer {
  rows: number;
  stored: number;
  /** Values outside their tag's filter limits: counted (and, on a dry run, foreseen), never stored. */
  refused?: number;
  refusals?: { row: number; reason: string }[];
  preview: ImportPreviewRow[];
  /** Dry run: rows that would change a stored value; importing them needs `overwrite`. */
  overwrites?: number;
}

export interface ImportRowError {
  row: number;
  key: string;
  args?: Record<string, unknown>;
}

export type ImportOutcome =
  | { kind: 'accepted'; answer: ImportAnswer }
  | { kind: 'rejected'; errors: ImportRowError[] }
  | { kind: 'failed'; status: number; messageKey: string; args?: Record<string, unknown> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer read field by field, each converted where it is read
type Json = Record<string, any>;

function parse(text: string): Json {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Json) : {};
  } catch {
    return {};
  }
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function failureKey(status: number): string {
  if (status === 0) return 'global.error.messages.connectionError';
  if (status === 401) return 'global.error.messages.unauthorized';
  if (status === 403) return 'global.error.messages.forbidden';
  if (status === 413) return 'global.error.messages.payloadTooLarge';
  if (status >= 500) return 'global.error.messages.serverError';
  return 'dataEntry.import.failed';
}

/** 200: rows, stored and preview; 400 IMPORT_REJECTED: the per-row errors; anything else: one message key. */
export function importOutcomeOf(status: number, text: string): ImportOutcome {
  const body = parse(text);
  if (status >= 200 && status < 300) {
    const data: Json = body.data ?? {};
    const answer: ImportAnswer = { rows: Number(data.rows ?? 0), stored: Number(data.stored ?? 0), preview: asArray<ImportPreviewRow>(data.preview) };
    if (typeof data.refused === 'number') answer.refused = data.refused;
    if (Array.isArray(data.refusals)) answer.refusals = data.refusals;
    if (typeof data.overwrites === 'number') answer.overwrites = data.overwrites;
    return { kind: 'accepted', answer };
  }
  const error: Json = body.error ?? {};
  if (error.code === 'IMPORT_REJECTED') {
    const errors = asArray<ImportRowError>(body.data?.errors ?? error.data?.errors ?? error.errors);
    return { kind: 'rejected', errors: [...errors].sort((a, b) => a.row - b.row) };
  }
  const messageKey = typeof error.message === 'string' ? error.message : failureKey(status);
  return { kind: 'failed', status, messageKey, ...(error.args ? { args: error.args as Record<string, unknown> } : {}) };
}
