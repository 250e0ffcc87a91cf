import type { EntityModel } from '../../domain/entities/entity-model.js';
import { hashPassword } from './password-hashing.js';

/** Password fields are stored as argon2id hashes, never as sent. */
export async function hashPasswords(model: EntityModel, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const stored = { ...values };
  for (const field of model.fields.filter((f) => f.kind === 'password')) {
    const value = stored[field.name];
    if (typeof value === 'string') stored[field.name] = await hashPassword(value);
  }
  return stored;
}
