import type { EntityModel } from '../../domain/entities/entity-model.js';
import { classifyDbError } from '../db/db-errors.js';
import { badRequest, stillReferenced, uniqueConflict, validationFailed } from './api-error.js';
import { uniqueFieldError, uniqueFieldOf } from '../modules/entities/unique-rules.js';

type Operation = 'create' | 'update' | 'delete';

/**
 * Runs a write and turns the database's refusals into API answers: the rules checked
 * before writing cannot see a concurrent writer, the constraints can.
 */
export async function withDbFailures<T>(model: EntityModel, operation: Operation, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const failure = classifyDbError(error);
    if (!failure) throw error;
    if (failure.kind === 'bad-data') throw badRequest();
    if (failure.kind === 'foreign-key') {
      throw operation === 'delete' ? stillReferenced() : validationFailed({ _: { key: 'validation.referenceNotFound' } });
    }
    const field = uniqueFieldOf(model, failure);
    throw uniqueConflict(operation === 'create' ? 'create' : 'update', uniqueFieldError(field));
  }
}
