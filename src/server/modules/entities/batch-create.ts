import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import type { AccessScope } from '../access/access-scope.js';
import { ApiError, validationFailed } from '../../core/api-error.js';
import { guardedCreate, insertPrepared, prepareCreate, type EntityDeps, type PreparedCreate } from './entity-service.js';

/** Largest batch of `POST .../ALL`: an app flushes every few seconds, far below this. */
export const maxBatchSize = 500;

/** The records of a batch body `{ <listName>: [...] }`, bounded; otherwise 400 on the list itself. */
export function batchItems(body: unknown, listName: string): unknown[] {
  const list = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[listName] : undefined;
  if (!Array.isArray(list) || list.length === 0) throw validationFailed({ [listName]: { key: 'validation.minItems', args: { min: 1 } } });
  if (list.length > maxBatchSize) throw validationFailed({ [listName]: { key: 'validation.maxItems', args: { max: maxBatchSize } } });
  return list;
}

/**
 * Creates every record of a batch or none: all are checked first (each problem answered as
 * `<listName>.<index>.<field>`), then inserted, in one guarded transaction.
 */
export async function createBatch(deps: EntityDeps, model: EntityModel, scope: AccessScope, items: readonly unknown[], listName: string) {
  return guardedCreate(deps, model, async (tx) => {
    const prepared: PreparedCreate[] = [];
    const errors: FieldErrors = {};
    for (const [index, item] of items.entries()) {
      try {
        prepared.push(await prepareCreate(deps, tx, model, scope, item));
      } catch (error) {
        if (!(error instanceof ApiError) || !error.fields) throw error;
        for (const [field, problem] of Object.entries(error.fields)) errors[`${listName}.${index}.${field}`] = problem;
      }
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    return insertPrepared(tx, model, prepared);
  });
}
