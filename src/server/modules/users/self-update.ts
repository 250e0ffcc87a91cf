import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden } from '../../core/api-error.js';
import { assertCurrentPassword, currentPasswordField, needsCurrentPassword } from '../auth/current-password.js';
import { getEntity, updateEntity, type EntityDeps } from '../entities/entity-service.js';
import { assertPasswordPolicy } from '../auth/password-fields.js';
import { mayAct } from '../access/permissions.js';
import { checkRecordInput } from '../entities/record-input.js';
import { dataConsentRule, forcedNewPasswordRule } from './self-update-session-rules.js';

type Values = Record<string, unknown>;

/**
 * One kind of change a user may make to their own record without the user-registration
 * permission: true when it allows every field in `changed`. A rule for another flow (consent,
 * forced new password) is one more named function in `selfUpdateRules`.
 */
export type SelfUpdateRule = (changed: ReadonlySet<string>, body: Values, current: Values) => boolean;

/** The profile popup's form: name, e-mail, avatar and password (platform-core sections 2 and 5). */
export const ownProfileRule: SelfUpdateRule = (changed) => [...changed].every((field) => ['usu_nome', 'usu_email', 'usu_foto', 'usu_senha'].includes(field));

export const selfUpdateRules: readonly SelfUpdateRule[] = [ownProfileRule, dataConsentRule, forcedNewPasswordRule];

/** Nobody changes these on their own record, not even with the permission (platform-core section 5). */
const ownStatusFields = ['usu_tipo', 'usu_ativo'];

/** The signed user's own record of the user entity, whatever their permissions. */
export function isOwnRecord(model: EntityModel, access: RequestAccess, params: unknown): boolean {
  return model.table === 'usuario' && String((params as { id?: unknown }).id) === String(access.userId);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Fields of `body` that would change the record; an empty password means "keep it", an unknown name counts. */
export function changedFields(model: EntityModel, current: Values, body: Values): Set<string> {
  const changed = new Set<string>();
  for (const [name, value] of Object.entries(body)) {
    const field = model.fields.find((f) => f.name === name);
    if (name === 'id' || field?.readOnly) continue;
    if (field?.writeOnly ? value !== '' && value !== null && value !== undefined : !same(value, current[name])) changed.add(name);
  }
  return changed;
}

/** With the permission: anything but the own type or active flag. Without: what a self-update rule allows. */
export function assertOwnChangesAllowed(changed: ReadonlySet<string>, mayUpdate: boolean, body: Values, current: Values): void {
  if (mayUpdate && !ownStatusFields.some((field) => changed.has(field))) return;
  if (selfUpdateRules.some((rule) => rule(changed, body, current))) return;
  throw forbidden();
}

/**
 * PUT of the signed user's own record: the self-update rules first, the current password for a
 * new one, then every rule of a normal update.
 */
export async function updateOwnRecord(deps: EntityDeps, model: EntityModel, access: RequestAccess, id: number, body: unknown) {
  const current = await getEntity(deps, model, access, id);
  const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Values) : {};
  const { [currentPasswordField]: currentPassword, ...values } = sent;
  const changed = changedFields(model, current, values);
  assertOwnChangesAllowed(changed, mayAct(access, model, 'update'), values, current);
  if (needsCurrentPassword(changed, current)) {
    // The form's own problems first, so one answer lists them all before the password is checked.
    await assertPasswordPolicy(model, checkRecordInput(model, values, 'update', current).values);
    await assertCurrentPassword(deps.database.db, id, currentPassword);
  }
  return updateEntity(deps, model, access, id, body === sent ? values : body);
}
