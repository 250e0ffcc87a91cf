import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { AccessScope } from '../access/access-scope.js';

/** UTC time as the API stores date-time values: YYYY-MM-DDTHH:mm:ss.sssZ, so text order is time order. */
export const utcNow = (): string => new Date().toISOString();

/**
 * The values of a create the server decides (`x-fill`), never the client: the signed user and
 * the time. A body's own value for such a field is ignored (the field is read-only).
 */
export function serverFilled(model: EntityModel, scope: AccessScope, now = utcNow()): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of model.fields) {
    if (field.fill === 'signed-user') values[field.name] = scope.userId ?? null;
    if (field.fill === 'now') values[field.name] = now;
  }
  return values;
}
