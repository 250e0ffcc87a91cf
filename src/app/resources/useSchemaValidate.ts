import { useCallback } from 'react';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import type { WriteMode } from '../../domain/validation/entity-validators.js';
import { validateForm } from './form-validation.js';

/** The `validate` of a schema form: the same rules as the API, messages translated by react-admin. */
export function useSchemaValidate(model: EntityModel, mode: WriteMode) {
  return useCallback((values: Record<string, unknown>) => validateForm(model, values, mode), [model, mode]);
}
