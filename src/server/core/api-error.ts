import type { FieldErrors } from '../../domain/validation/field-errors.js';

/**
 * An answer under 500 with the body `{ error: { code, message, fields?, details? } }`;
 * `message` is an i18n key of the spec's catalogue, `code` is for programs, `details` what a program
 * needs to go on (e.g. the id of the record that is already there).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): { error: { code: string; message: string; fields?: FieldErrors; details?: Record<string, unknown> } } {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}), ...(this.details ? { details: this.details } : {}) },
    };
  }
}

export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'global.error.messages.unauthorized');
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'global.error.messages.forbidden');
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'global.error.messages.notFound');

export const badRequest = (fields?: FieldErrors) => new ApiError(400, 'BAD_REQUEST', 'global.error.messages.badRequest', fields);

export const validationFailed = (fields: FieldErrors) => new ApiError(400, 'VALIDATION', 'global.error.messages.validation', fields);

export const uniqueConflict = (mode: 'create' | 'update', fields: FieldErrors) =>
  new ApiError(409, 'CONFLICT_UNIQUE', mode === 'create' ? 'global.error.messages.insertConflict' : 'global.error.messages.editConflict', fields);

export const stillReferenced = () => new ApiError(409, 'CONFLICT_REFERENCED', 'global.error.messages.deleteConflict');

export const payloadTooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'global.error.messages.payloadTooLarge');

export const serverError = () => new ApiError(500, 'SERVER_ERROR', 'global.error.messages.serverError');
