import type { FastifyRequest } from 'fastify';
import { isAdmin, linkedProfilePermissions, unitsOf, type UserIdentity } from '../../repositories/user-access-repository.js';
import { hasSuperAdminGrant } from '../../repositories/super-admin-repository.js';
import { unionOfProfiles } from '../../services/permissions.js';
import { chooseUnit } from '../../services/unit-choice.js';

/** onRequest hook after `authenticate`: the current unit and the permissions held there. */
export async function resolveRequestContext(request: FastifyRequest): Promise<void> {
  const { user, tokenHash } = request.signedIn!;
  const { db } = request.server.database;
  const identity = user as unknown as UserIdentity;
  const units = await unitsOf(db, identity);
  const unit = chooseUnit(units, identity.cli_codigo, request.headers);
  const admin = isAdmin(identity);
  const superAdmin = admin && (await hasSuperAdminGrant(db, identity.id_usuario));
  const permissions =
    admin || !unit ? new Map() : unionOfProfiles(await linkedProfilePermissions(db, identity.id_usuario, unit.id_elemento));
  request.access = {
    user,
    userId: identity.id_usuario,
    tokenHash,
    units,
    unit,
    isAdmin: admin,
    isSuperAdmin: superAdmin,
    clientId: identity.cli_codigo,
    permissions,
  };
}
