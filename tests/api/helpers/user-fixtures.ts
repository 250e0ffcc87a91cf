import type { ApiClient } from './api-client.js';
import { atUnit, paths, type DemoSession } from './demo.js';

const allActions = { read: true, create: true, update: true, delete: true };

export interface Person {
  id: number;
  login: string;
  password: string;
  token: string;
  /** Call options: signed in as this person, at the north unit. */
  at: { token: string; headers: Record<string, string> };
}

/**
 * A regular user (type 2) linked to the north unit with a profile granting the given menus,
 * signed in. With `menus` empty the link has no profile at all.
 */
export async function regularUser(api: ApiClient, demo: DemoSession, login: string, menus: readonly string[]): Promise<Person> {
  const admin = { token: demo.admin, headers: atUnit(demo.north) };
  const password = `${login[0]!.toUpperCase()}${login.slice(1)}#Password2026`;
  const user = await api.post(paths.users, { usu_nome: login, usu_login: login, usu_senha: password, usu_tipo: '2', usu_permissao_dados: 1 }, admin);
  if (user.status !== 200) throw new Error(`user ${login}: ${user.text}`);
  const profiles: number[] = [];
  if (menus.length) {
    const permissions = menus.map((menu_id) => ({ menu_id, ...allActions }));
    const profile = await api.post(paths.profiles, { per_descri: `${login} profile`, permissions }, admin);
    profiles.push(profile.body.data.id_perfil);
  }
  const id = user.body.data.id_usuario as number;
  const link = await api.post(paths.userUnits, { id_usuario: id, id_elemento: demo.north, profiles }, admin);
  if (link.status !== 200) throw new Error(`link ${login}: ${link.text}`);
  const token = await api.login(login, password);
  return { id, login, password, token, at: { token, headers: atUnit(demo.north) } };
}

export const userRegistrationMenu = 'settings.access-control.user-registration';
