import type { CrudAction } from '../../../domain/entities/entity-model.js';
import type { Permissions } from './permissions.js';

const actions: readonly CrudAction[] = ['read', 'create', 'update', 'delete'];

/** Profile ids a link write gives that the link did not already give at the same unit to the same user. */
export function addedProfiles(next: Record<string, unknown>, current: Record<string, unknown> | undefined): number[] {
  const wanted = ((next.profiles ?? current?.profiles ?? []) as number[]).map(Number);
  const sameLink = current && Number(current.id_elemento) === Number(next.id_elemento) && Number(current.id_usuario) === Number(next.id_usuario);
  const had = new Set(sameLink ? ((current.profiles ?? []) as number[]).map(Number) : []);
  return wanted.filter((id) => !had.has(id));
}

/** True when every menu id and action `granted` holds is also held in `held`. */
export function grantsNoMoreThan(granted: Permissions, held: Permissions): boolean {
  return [...granted].every(([menuId, given]) => actions.every((action) => !given.has(action) || (held.get(menuId)?.has(action) ?? false)));
}
