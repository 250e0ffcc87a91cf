import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import type { Db } from '../../db/create-database.js';
import { countExisting } from './entity-reads.js';
import { scopeCondition, type AccessScope } from '../access/access-scope.js';
import { validationFailed } from '../../core/api-error.js';
import type { ModelCatalog } from '../../core/model-catalog.js';

function idsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value as number[];
  return value === null || value === undefined ? [] : [value as number];
}

/**
 * Every x-ref value must name a row the user could see: a reference into another
 * client's or unit's data is refused as if that row did not exist.
 */
export async function checkReferences(db: Db, catalog: ModelCatalog, model: EntityModel, scope: AccessScope, values: Record<string, unknown>): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of model.fields.filter((f) => f.ref && !f.scoped)) {
    const ids = idsOf(values[field.name]);
    const target = catalog.get(field.ref!);
    if (!ids.length || !target) continue;
    const found = await countExisting(db, target, ids, scopeCondition(target, scope));
    if (found < new Set(ids).size) errors[field.name] = { key: 'validation.referenceNotFound' };
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}
