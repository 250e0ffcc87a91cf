/**
 * The ALE answers arrive through the http client, which already unwraps one `{data}`. The legacy
 * calls nest once more (`data.data`), and the movements page carries its `total` beside `data`:
 * these read either form, so a server that answers a bare array or a wrapped one both work.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array answer: the value itself, or its `data` array; else empty. */
export function listOf<T>(json: unknown): T[] {
  if (Array.isArray(json)) return json as T[];
  if (isRecord(json) && Array.isArray(json.data)) return json.data as T[];
  return [];
}

/** A record answer: the value itself, or its `data` record when it carries one. */
export function recordOf<T>(json: unknown): T | undefined {
  if (!isRecord(json)) return undefined;
  return (isRecord(json.data) ? json.data : json) as T;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * `{data: rows, total}`: the http client keeps only `rows`, so `total` is read from the raw body.
 * Without a total, the rows are all there is.
 */
export function pageOf<T>(json: unknown, rawBody: string | undefined): Page<T> {
  const rows = listOf<T>(json);
  const fromJson = isRecord(json) ? Number(json.total) : NaN;
  if (Number.isFinite(fromJson)) return { rows, total: fromJson };
  try {
    const raw: unknown = rawBody ? JSON.parse(rawBody) : undefined;
    const total = isRecord(raw) ? Number(raw.total ?? (isRecord(raw.data) ? raw.data.total : undefined)) : NaN;
    if (Number.isFinite(total)) return { rows, total };
  } catch {
    // not JSON: fall through
  }
  return { rows, total: rows.length };
}
