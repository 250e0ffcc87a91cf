import type { ApiClient, ApiResponse } from './api-client.js';
import type { Caller } from './demo-suite.js';
import { atUnit, paths, type DemoSession } from './demo.js';

const allActions = { read: true, create: true, update: true, delete: true };

export interface Person {
  id: number;
  login: string;
  password: string;
  token: string;
  /** Call options: signed in as this person, at the unit they are linked to (north unless told). */
  at: { token: string; headers: Record<string, string> };
}

/** One page's actions in a profile; an action left out is not granted. */
export interface PageGrant {
  menu_id: string;
  read?: boolean;
  create?: boolean;
  update?: boolean;
  delete?: boolean;
}

/** A regular user (type 2) named `name`, linked to `unit` with one profile of these grants (none: no profile), signed in. */
async function linkedUser(api: ApiClient, demo: DemoSession, login: string, name: string, grants: readonly PageGrant[], unit: number): Promise<Person> {
  const admin = { token: demo.admin, headers: atUnit(unit) };
  const password = `${login[0]!.toUpperCase()}${login.slice(1)}#Password2026`;
  const user = await api.post(paths.users, { usu_nome: name, usu_login: login, usu_senha: password, usu_tipo: '2', usu_permissao_dados: 1 }, admin);
  if (user.status !== 200) throw new Error(`user ${login}: ${user.text}`);
  const profiles: number[] = [];
  if (grants.length) {
    const permissions = grants.map((grant) => ({
      menu_id: grant.menu_id,
      read: grant.read ?? false,
      create: grant.create ?? false,
      update: grant.update ?? false,
      delete: grant.delete ?? false,
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

/**
 * A regular user (type 2) linked to the north unit with a profile granting the given menus,
 * signed in. With `menus` empty the link has no profile at all.
 */
export function regularUser(api: ApiClient, demo: DemoSession, login: string, menus: readonly string[]): Promise<Person> {
  const grants = menus.map((menu_id) => ({ menu_id, ...allActions }));
  return linkedUser(api, demo, login, login, grants, demo.north);
}

/** A regular user named "Name <login>", linked to the unit (north unless told) with one profile of exactly these grants, signed in. */
export function personWith(api: ApiClient, demo: DemoSession, login: string, grants: readonly PageGrant[], unit = demo.north): Promise<Person> {
  return linkedUser(api, demo, login, `Name ${login}`, grants, unit);
}

/** Rewrites the profile `regularUser` gave the person to grant every action on one menu only; answers the update. */
export async function grantOnly(api: ApiClient, admin: Caller, person: Person, menu_id: string): Promise<ApiResponse> {
  const profiles = (await api.get(paths.profiles, admin)).body.data as { id_perfil: number; per_descri: string }[];
  const profile = profiles.find((candidate) => candidate.per_descri === `${person.login} profile`)!;
  return api.put(`${paths.profiles}/${profile.id_perfil}`, { per_descri: profile.per_descri, permissions: [{ menu_id, ...allActions }] }, admin);
}

export const userRegistrationMenu = 'settings.access-control.user-registration';
