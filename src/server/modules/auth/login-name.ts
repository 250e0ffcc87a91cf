import type { EntityModel } from '../../../domain/entities/entity-model.js';

/**
 * Whether `login` could name an account at all under the user schema (length and pattern of
 * `usu_login`). The answer depends on the text alone, never on the accounts, so refusing an
 * impossible name without counting it tells nobody anything.
 */
export function isPossibleLogin(users: EntityModel, login: string): boolean {
  const property = (users.schema.properties as Record<string, { maxLength?: number; pattern?: string }>).usu_login ?? {};
  if (property.maxLength !== undefined && [...login].length > property.maxLength) return false;
  return property.pattern === undefined || new RegExp(property.pattern, 'u').test(login);
}
