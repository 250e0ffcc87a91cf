import { apiUrl } from '../config/branding.js';
import { sessionHeaders, type SessionUser } from '../auth/session-store.js';
import { fallbackMessageKey } from '../data/api-error.js';

export type OwnSaveResult =
  | { ok: true; user: SessionUser }
  | { ok: false; status: number; messageKey: string; fields: Record<string, string> };

/**
 * `PUT CAC/entities/USUARIO/{id}` on the signed user's own record: the consent or the forced
 * new password (platform-core section 7), which the server allows without the user-registration
 * permission. Field problems come back as message keys per field.
 */
export async function saveOwnRecord(id: number, changes: Record<string, unknown>): Promise<OwnSaveResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`CAC/entities/USUARIO/${id}`), {
      method: 'PUT',
      headers: { ...sessionHeaders(), 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(changes),
    });
  } catch {
    return { ok: false, status: 0, messageKey: fallbackMessageKey(0, 'PUT'), fields: {} };
  }
  const body = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, user: body?.data as SessionUser };
  const problems = (body?.error?.fields ?? {}) as Record<string, { key: string }>;
  return {
    ok: false,
    status: response.status,
    messageKey: body?.error?.message ?? fallbackMessageKey(response.status, 'PUT'),
    fields: Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.key])),
  };
}
