import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { AccessScope } from './access-scope.js';
import { forbidden } from '../../core/api-error.js';

const adminType = '1';

/**
 * Platform-core section 6: only admins create, edit or delete admins, so a user with
 * permission on the user registration cannot make themselves or anyone else an admin.
 */
export function assertMayTouchAdmins(model: EntityModel, scope: AccessScope, ...records: readonly Record<string, unknown>[]): void {
  if (scope.isAdmin || !model.fields.some((field) => field.name === 'usu_tipo')) return;
  if (records.some((record) => record.usu_tipo === adminType)) throw forbidden();
}
