import type { CrudAction } from '../entities/entity-model.js';
import type { ApiTokenRecord, CreatedApiTokenRecord } from '../../generated/api-types.js';

/**
 * One grant of an API token, in the access profiles' own model (platform-core section 3: a map
 * from menu id to permissions): `read` is read; `write` is create, update and delete.
 */
export interface TokenScope {
  menu_id: string;
  read: boolean;
  write: boolean;
}

/** Pages a token never reaches: it never manages users, profiles, sign-on or tokens, whatever its creator may. */
export const tokenForbiddenMenus: readonly string[] = ['settings.access-control', 'settings.token'];

const under = (menuId: string, prefix: string) => menuId === prefix || menuId.startsWith(`${prefix}.`);

export const isTokenForbiddenMenu = (menuId: string): boolean => tokenForbiddenMenus.some((prefix) => under(menuId, prefix));

/** The menu ids a token may be granted: every permission id but the forbidden ones. */
export const tokenScopeMenuIds = (permissionIds: readonly string[]): string[] => permissionIds.filter((id) => !isTokenForbiddenMenu(id));

const writeActions: readonly CrudAction[] = ['create', 'update', 'delete'];

/** The actions of one scope. */
export function actionsOfScope(scope: TokenScope): CrudAction[] {
  return [...(scope.read ? (['read'] as const) : []), ...(scope.write ? writeActions : [])];
}

/**
 * What a token may do: its scopes, cut down to what its creator holds now (`creatorHolds`), so a
 * token never outgrows the person who made it, even after their profiles shrink.
 */
export function tokenPermissions(scopes: readonly TokenScope[], creatorHolds: (menuId: string, action: CrudAction) => boolean): Map<string, Set<CrudAction>> {
  const granted = new Map<string, Set<CrudAction>>();
  for (const scope of scopes) {
    if (isTokenForbiddenMenu(scope.menu_id)) continue;
    const actions = actionsOfScope(scope).filter((action) => creatorHolds(scope.menu_id, action));
    if (actions.length) granted.set(scope.menu_id, new Set([...(granted.get(scope.menu_id) ?? []), ...actions]));
  }
  return granted;
}

/** A token as the settings page lists it (`GET CAC/entities/TOKEN`): never its secret or its hash; typed from its answer schema. */
export type ApiTokenView = ApiTokenRecord;

/** The create answer: the only one that carries the secret. */
export type CreatedApiToken = CreatedApiTokenRecord;
