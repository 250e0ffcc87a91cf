import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { formFieldErrors } from './field-errors.js';

describe('formFieldErrors', () => {
  it('translates each field problem and keys complements by their type id', () => {
    const error = new ApiError(400, 'PUT', {
      error: {
        message: 'global.error.messages.validation',
        fields: {
          'complements.12': { key: 'global.labels.maxLengthExceeded', args: { max: 500 } },
          id_motive: { key: 'equipmentStops.errors.motiveNotAllowed' },
        },
      },
    });
    const translate = (key: string, options?: Record<string, unknown>) => `${key}${options?.max ? `(${String(options.max)})` : ''}`;
    expect(formFieldErrors(error, translate)).toEqual({
      '12': 'global.labels.maxLengthExceeded(500)',
      id_motive: 'equipmentStops.errors.motiveNotAllowed',
    });
  });
});
