/** People of the root-cause API tests: users of a unit with exactly the page permissions given. */
import type { ApiClient } from './api-client.js';
import { atUnit, paths, type DemoSession } from './demo.js';
import type { Person } from './user-fixtures.js';

export const RCA_PAGES = {
  effects: 'root-cause.effects-page',
  analysis: 'root-cause.generate-analysis',
  actions: 'root-cause.action-list',
} as const;

export interface PageGrant {
  menu_id: string;
  read?: boolean;
  create?: boolean;
  update?: boolean;
}

/** Read and create on the effects page, read and update on the analysis page: what the analysis's people work with. */
export const ANALYST: readonly PageGrant[] = [
  { menu_id: RCA_PAGES.effects, read: true, create: true },
  { menu_id: RCA_PAGES.analysis, read: true, update: true },
];

/** A regular user linked to the unit (north unless told) with one profile of these grants, signed in. */
export async function rcaPerson(api: ApiClient, demo: DemoSession, login: string, grants: readonly PageGrant[], unit = demo.north): Promise<Person> {
  const admin = { token: demo.admin, headers: atUnit(unit) };
  const password = `${login[0]!.toUpperCase()}${login.slice(1)}#Password2026`;
  const user = await api.post(paths.users, { usu_nome: `Name ${login}`, usu_login: login, usu_senha: password, usu_tipo: '2', usu_permissao_dados: 1 }, admin);
  if (user.status !== 200) throw new Error(`user ${login}: ${user.text}`);
  const profiles: number[] = [];
  if (grants.length) {
    const permissions = grants.map((grant) => ({
      menu_id: grant.menu_id,
      read: grant.read ?? false,
      create: grant.create ?? false,
      update: grant.update ?? false,
      delete: false,
    }));
    const profile = await api.post(paths.profiles, { per_descri: `${login} profile`, permissions }, admin);
    if (profile.status !== 200) throw new Error(`profile ${login}: ${profile.text}`);
    profiles.push(profile.body.data.id_perfil);
  }
  const id = user.body.data.id_usuario as number;
  const link = await api.post(paths.userUnits, { id_usuario: id, id_elemento: unit, profiles }, admin);
  if (link.status !== 200) throw new Error(`link ${login}: ${link.text}`);
  const token = await api.login(login, password);
  return { id, login, password, token, at: { token, headers: atUnit(unit) } };
}
