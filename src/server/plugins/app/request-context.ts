import type { FastifyRequest } from 'fastify';
import { isAdmin, linkedProfilePermissions, unitsOf, type UserIdentity } from '../../modules/access/user-access-repository.js';
import { hasSuperAdminGrant } from '../../modules/access/super-admin-repository.js';
import { readCache } from '../../db/read-cache.js';
import { unionOfProfiles } from '../../modules/access/permissions.js';
import { chooseUnit } from '../../modules/users/unit-choice.js';
import { accessWithinToken, unitsOfTokenPlant } from '../../modules/tokens/token-rules.js';
import { refuseTokenOutsideItsRoutes } from '../../modules/tokens/token-authentication.js';

/** onRequest hook after `authenticate`: the current unit and the permissions held there. */
export async function resolveRequestContext(request: FastifyRequest): Promise<void> {
  const { user, tokenHash, apiToken } = request.signedIn!;
  if (apiToken) refuseTokenOutsideItsRoutes(request);
  const { db, changes } = request.server.database;
  const identity = user as unknown as UserIdentity;
  // Read once per change mark (db/read-cache.ts): any write (a unit link, a profile, a grant) reads them again.
  const cached = <V>(name: string, key: string, read: () => Promise<V>) => readCache<V>(changes, name).get(key, read);
  const allUnits = await cached('units', `${identity.id_usuario}`, () => unitsOf(db, identity));
  const units = apiToken ? unitsOfTokenPlant(allUnits, apiToken) : allUnits;
  const unit = chooseUnit(units, identity.cli_codigo, request.headers);
  const admin = isAdmin(identity);
  const superAdmin = admin && (await cached('super-admin', `${identity.id_usuario}`, () => hasSuperAdminGrant(db, identity.id_usuario)));
  const permissions =
    admin || !unit
      ? new Map()
      : await cached('permissions', `${identity.id_usuario}|${unit.id_elemento}`, async () =>
          unionOfProfiles(await linkedProfilePermissions(db, identity.id_usuario, unit.id_elemento)),
        );
  const access = {
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
  request.access = apiToken ? { ...accessWithinToken(access, apiToken), apiToken } : access;
}
