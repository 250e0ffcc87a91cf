import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { checkPassword } from '../../../domain/password-check.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import { hashPassword } from './password-hashing.js';

/**
 * The whole password policy on every password being set, the common-password list included
 * (asynchronous: the list loads on first use, so it runs after the synchronous input checks).
 */
export async function assertPasswordPolicy(model: EntityModel, values: Record<string, unknown>): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of model.fields.filter((f) => f.kind === 'password')) {
    const value = values[field.name];
    const [first] = typeof value === 'string' ? await checkPassword(value) : [];
    if (first) errors[field.name] = { key: first };
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Password fields are stored as argon2id hashes, never as sent. */
export async function hashPasswords(model: EntityModel, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const stored = { ...values };
  for (const field of model.fields.filter((f) => f.kind === 'password')) {
    const value = stored[field.name];
    if (typeof value === 'string') stored[field.name] = await hashPassword(value);
  }
  return stored;
}
