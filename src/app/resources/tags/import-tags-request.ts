import { ApiError } from '../../api/api-error.js';
import { apiRequest } from '../../api/api-client.js';

/** One refused line of a tag file, as the API names it. */
export interface ImportLineError {
  row: number;
  key: string;
  args?: Record<string, unknown>;
}

export type TagImportOutcome = { kind: 'stored'; stored: number } | { kind: 'rejected'; errors: ImportLineError[] } | { kind: 'failed'; messageKey: string };

/** The answer of `POST MES/actions/importTags` as what the page shows. */
export function importOutcomeOf(status: number, body: unknown): TagImportOutcome {
  const json = (body ?? {}) as { data?: { stored?: number; errors?: ImportLineError[] }; error?: { message?: string } };
  if (status === 200) return { kind: 'stored', stored: Number(json.data?.stored ?? 0) };
  if (status === 400 && Array.isArray(json.data?.errors)) return { kind: 'rejected', errors: json.data.errors };
  if (status === 0) return { kind: 'failed', messageKey: 'global.error.messages.connectionError' };
  return { kind: 'failed', messageKey: json.error?.message ?? 'global.error.messages.serverError' };
}

/** Sends a CSV of tags as multipart field `file`; a refusal's `data.errors` is kept on the ApiError's body. */
export async function importTagFile(file: File): Promise<TagImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const { status, json } = await apiRequest('MES/actions/importTags', { method: 'POST', body: form });
    return importOutcomeOf(status, json);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return importOutcomeOf(error.status, error.body);
  }
}
