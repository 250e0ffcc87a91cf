import { sessionHeaders } from '../../auth/session-store.js';
import { apiUrl } from '../../config/branding.js';

/** One refused line of a tag file, as the API names it. */
export interface ImportLineError {
  row: number;
  key: string;
  args?: Record<string, unknown>;
}

export type TagImportOutcome =
  | { kind: 'stored'; stored: number }
  | { kind: 'rejected'; errors: ImportLineError[] }
  | { kind: 'failed'; messageKey: string };

/** The answer of `POST MES/actions/importTags` as what the page shows. */
export function importOutcomeOf(status: number, body: unknown): TagImportOutcome {
  const json = (body ?? {}) as { data?: { stored?: number; errors?: ImportLineError[] }; error?: { message?: string } };
  if (status === 200) return { kind: 'stored', stored: Number(json.data?.stored ?? 0) };
  if (status === 400 && Array.isArray(json.data?.errors)) return { kind: 'rejected', errors: json.data.errors };
  if (status === 0) return { kind: 'failed', messageKey: 'global.error.messages.connectionError' };
  return { kind: 'failed', messageKey: json.error?.message ?? 'global.error.messages.serverError' };
}

/**
 * Sends a CSV of tags as multipart field `file`. Plain fetch: the refusal's `data.errors` is the
 * answer here, which the shared client (made for react-admin's HttpError) would drop.
 */
export async function importTagFile(file: File): Promise<TagImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const response = await fetch(apiUrl('MES/actions/importTags'), { method: 'POST', body: form, headers: { Accept: 'application/json', ...sessionHeaders() } });
    return importOutcomeOf(response.status, await response.json().catch(() => undefined));
  } catch {
    return importOutcomeOf(0, undefined);
  }
}
