import { ApiError } from '../api/api-error.js';
import { api } from '../api/api-client.js';
import type { SessionUser } from '../auth/session-store.js';

export type OwnSaveResult = { ok: true; user: SessionUser } | { ok: false; status: number; messageKey: string; fields: Record<string, string> };

/**
 * `PUT CAC/entities/USUARIO/{id}` on the signed user's own record: the consent or the forced
 * new password (platform-core section 7), which the server allows without the user-registration
 * permission. Field problems come back as message keys per field.
 */
export async function saveOwnRecord(id: number, changes: Record<string, unknown>): Promise<OwnSaveResult> {
  try {
    const body = await api(`CAC/entities/USUARIO/${id}`, { method: 'PUT', json: changes });
    return { ok: true, user: body.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([field, problem]) => [field, problem.key]));
    return { ok: false, status: error.status, messageKey: error.messageKey, fields };
  }
}
