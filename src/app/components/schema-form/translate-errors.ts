import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { toFieldError } from '../../../domain/validation/field-errors.js';

/** react-admin's `translate`, or any function of the same shape. */
export type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * rjsf's `transformErrors`: each Ajv error (keyword and params) becomes the same i18n message the
 * entity forms and the API use (src/domain/validation/field-errors.ts), in the user's language.
 */
export function translatedErrors(translate: Translate): ErrorTransformer {
  return (errors: RJSFValidationError[]) =>
    errors.map((error) => {
      const { key, args } = toFieldError({ keyword: error.name ?? '', params: error.params ?? {} });
      const message = translate(key, { _: key, ...args });
      return { ...error, message, stack: error.title ? `${error.title}: ${message}` : message };
    });
}
