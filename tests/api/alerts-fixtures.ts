/** Shared set-up of the alerts API tests (tests/api/alerts-*.test.ts). */
import type { ApiClient } from './helpers/api-client.js';
import { atUnit, type DemoSession } from './helpers/demo.js';

export const alertPaths = {
  groups: 'ALE/entities/ALEGRUPO',
  alerts: 'ALE/entities/ALERTA',
  raise: 'ALE/actions/raise',
  feed: (userId: number) => `ALE/queries/lastNotifications/${userId}`,
  markRead: (id_mvu: number) => `ALE/queries/updateAlertReadByUser/${id_mvu}`,
  movement: (id: number) => `ALE/entities/ALEMOV/${id}`,
  chat: 'ALE/entities/MENSAGEM',
  cause: 'ALE/queries/insertCause',
  notify: 'ALE/queries/notifyUsers',
  movements: 'ALE/queries/movements',
} as const;

export type As = { token: string; headers: Record<string, string> };

export const adminAt = (demo: DemoSession, unit = demo.north): As => ({ token: demo.admin, headers: atUnit(unit) });

export async function createGroup(api: ApiClient, as: As, gru_descri: string, users: readonly number[]): Promise<number> {
  const answer = await api.post(alertPaths.groups, { gru_descri, users }, as);
  if (answer.status !== 200) throw new Error(`group ${gru_descri}: ${answer.text}`);
  return answer.body.data.id_grupoalerta;
}

export async function createAlert(api: ApiClient, as: As, body: Record<string, unknown>): Promise<number> {
  const answer = await api.post(alertPaths.alerts, { ale_msg: 'Check the line', ale_exibe_popup: 'N', ale_redireciona: 'N', active: true, ...body }, as);
  if (answer.status !== 200) throw new Error(`alert ${String(body.ale_titulo)}: ${answer.text}`);
  return answer.body.data.id_alerta;
}

/** The notification ids and movement ids a user's feed holds, newest first. */
export async function feedOf(api: ApiClient, person: { id: number; at: As }): Promise<any[]> {
  const answer = await api.get(alertPaths.feed(person.id), person.at);
  if (answer.status !== 200) throw new Error(`feed ${person.id}: ${answer.text}`);
  return answer.body.data.data;
}
