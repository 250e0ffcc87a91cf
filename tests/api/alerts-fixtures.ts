/** Shared set-up of the alerts API tests (tests/api/alerts-*.test.ts). */
import type { ApiClient } from './helpers/api-client.js';
import { atUnit, paths, type DemoSession } from './helpers/demo.js';
import type { Person } from './helpers/user-fixtures.js';

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

export interface Grant {
  menu_id: string;
  read?: boolean;
  create?: boolean;
}

/** A regular user linked to the north unit with one profile granting exactly these actions (none: no profile). */
export async function personWith(api: ApiClient, demo: DemoSession, login: string, grants: readonly Grant[]): Promise<Person> {
  const admin = adminAt(demo);
  const password = `${login[0]!.toUpperCase()}${login.slice(1)}#Password2026`;
  const user = await api.post(paths.users, { usu_nome: `Name ${login}`, usu_login: login, usu_senha: password, usu_tipo: '2', usu_permissao_dados: 1 }, admin);
  if (user.status !== 200) throw new Error(`user ${login}: ${user.text}`);
  const profiles: number[] = [];
  if (grants.length) {
    const permissions = grants.map((grant) => ({
      menu_id: grant.menu_id,
      read: grant.read ?? false,
      create: grant.create ?? false,
      update: false,
      delete: false,
    }));
    const profile = await api.post(paths.profiles, { per_descri: `${login} profile`, permissions }, admin);
    if (profile.status !== 200) throw new Error(`profile ${login}: ${profile.text}`);
    profiles.push(profile.body.data.id_perfil);
  }
  const id = user.body.data.id_usuario as number;
  const link = await api.post(paths.userUnits, { id_usuario: id, id_elemento: demo.north, profiles }, admin);
  if (link.status !== 200) throw new Error(`link ${login}: ${link.text}`);
  const token = await api.login(login, password);
  return { id, login, password, token, at: { token, headers: atUnit(demo.north) } };
}

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
