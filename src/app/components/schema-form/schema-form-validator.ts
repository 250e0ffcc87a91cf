import { customizeValidator } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { RJSFSchema } from '@rjsf/utils';
import { addPlatformVocabulary } from '../../../domain/validation/create-ajv.js';

type CustomizeOptions = NonNullable<Parameters<typeof customizeValidator>[0]>;

/**
 * rjsf's Ajv built like the API's (src/domain/validation/create-ajv.ts): draft 2020-12, our formats
 * (`email`, `date`, `date-time`, `password`, `hour-minute`) and vendor keywords, so a runtime schema
 * means the same in the form as on the server. One instance: Ajv caches each compiled schema.
 */
export const schemaFormValidator = customizeValidator<Record<string, unknown>, RJSFSchema>({
  // rjsf types its options with ajv's default class; the 2020 class shares its interface.
  AjvClass: Ajv2020 as unknown as CustomizeOptions['AjvClass'],
  ajvFormatOptions: false,
  extenderFn: (ajv) => addPlatformVocabulary(ajv),
});
