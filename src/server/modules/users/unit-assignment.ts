import type { UnitAssignment } from '../../../domain/access/unit-assignment.js';
import type { Db } from '../../db/create-database.js';
import type { EntityRecord } from '../entities/entity-reads.js';
import { unitsOf } from '../access/user-access-repository.js';
import type { AccessScope } from '../access/access-scope.js';
import { assertMayTouchAdmins } from '../access/admin-rules.js';
import { notFound } from '../../core/api-error.js';
import { modelByTable } from '../../core/core-models.js';
import { createEntity, deleteEntity, getEntity, listEntities, updateEntity, type EntityDeps } from '../entities/entity-service.js';
import { maxPageSize } from '../entities/list-params.js';
import type { ModelCatalog } from '../../core/model-catalog.js';

const modelsOf = (catalog: ModelCatalog) => ({
  users: modelByTable(catalog, 'usuario'),
  links: modelByTable(catalog, 'usuario_elemento'),
  profiles: modelByTable(catalog, 'perfil'),
});

async function everyRecord(deps: EntityDeps, table: 'usuario_elemento' | 'perfil', scope: AccessScope, filter: Record<string, unknown>) {
  const model = modelByTable(deps.catalog, table);
  const sort = model.fields.find((field) => field.name === model.key)!;
  const params = { sort, order: 'asc' as const, offset: 0, limit: maxPageSize, filter };
  return (await listEntities(deps, model, scope, params)).records;
}

/** The user, in the caller's client; a non-admin may look at an admin's units but never change them. */
export async function targetUser(deps: EntityDeps, scope: AccessScope, userId: number, writing: boolean): Promise<EntityRecord> {
  const { users } = modelsOf(deps.catalog);
  const user = await getEntity(deps, users, scope, userId);
  if (writing) assertMayTouchAdmins(users, scope, user);
  return user;
}

export async function linkOf(deps: EntityDeps, scope: AccessScope, userId: number, unitId: number): Promise<EntityRecord | undefined> {
  const [link] = await everyRecord(deps, 'usuario_elemento', scope, { id_usuario: userId, id_elemento: unitId });
  return link;
}

/** Every unit of the client, marked with the user's link, its initial page and its profiles. */
export async function unitsOfUser(deps: EntityDeps, scope: AccessScope & { clientId: number }, userId: number): Promise<UnitAssignment[]> {
  await targetUser(deps, scope, userId, false);
  const db: Db = deps.database.db;
  const units = await unitsOf(db, { id_usuario: userId, cli_codigo: scope.clientId, usu_tipo: '1' }, { includeInactive: true });
  const links = new Map((await everyRecord(deps, 'usuario_elemento', scope, { id_usuario: userId })).map((l) => [l.id_elemento, l]));
  const profiles = await everyRecord(deps, 'perfil', scope, {});
  profiles.sort((a, b) => String(a.per_descri).localeCompare(String(b.per_descri)));
  return units.map((unit) => {
    const link = links.get(unit.id_elemento);
    const granted = new Set((link?.profiles as number[] | undefined) ?? []);
    return {
      id_elemento: unit.id_elemento,
      ele_descri: unit.ele_descri,
      plt_codigo: unit.plt_codigo,
      plt_descri: unit.plt_descri,
      selected: Boolean(link),
      id_usuario_elemento: (link?.id_usuario_elemento as number | undefined) ?? null,
      initial_page: (link?.initial_page as string | undefined) ?? null,
      profiles: profiles.map((p) => ({ id_perfil: p.id_perfil as number, per_descri: String(p.per_descri), selected: granted.has(p.id_perfil as number) })),
    };
  });
}

/** A new link through the user-unit entity: references, uniqueness (409) and the user limit (406) apply. */
export async function assignUnit(deps: EntityDeps, scope: AccessScope, userId: number, unitId: number) {
  await targetUser(deps, scope, userId, true);
  return createEntity(deps, modelsOf(deps.catalog).links, scope, { id_usuario: userId, id_elemento: unitId, profiles: [] });
}

export async function unassignUnit(deps: EntityDeps, scope: AccessScope, userId: number, unitId: number) {
  await targetUser(deps, scope, userId, true);
  const link = await linkOf(deps, scope, userId, unitId);
  if (!link) throw notFound();
  return deleteEntity(deps, modelsOf(deps.catalog).links, scope, link.id_usuario_elemento as number);
}

export async function setInitialPage(deps: EntityDeps, scope: AccessScope, linkId: number, initialPage: unknown) {
  const { links } = modelsOf(deps.catalog);
  const link = await getEntity(deps, links, scope, linkId);
  await targetUser(deps, scope, link.id_usuario as number, true);
  return updateEntity(deps, links, scope, linkId, { initial_page: initialPage === '' ? null : initialPage });
}

/** Grants (or takes back) one profile on the user's link to a unit; the unit must be assigned first. */
export async function setProfile(deps: EntityDeps, scope: AccessScope, ids: { userId: number; unitId: number; profileId: number }, granted: boolean) {
  await targetUser(deps, scope, ids.userId, true);
  const link = await linkOf(deps, scope, ids.userId, ids.unitId);
  if (!link) throw notFound();
  const others = (link.profiles as number[]).filter((id) => id !== ids.profileId);
  const profiles = granted ? [...others, ids.profileId] : others;
  return updateEntity(deps, modelsOf(deps.catalog).links, scope, link.id_usuario_elemento as number, { profiles });
}
