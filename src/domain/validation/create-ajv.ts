import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** Vendor keywords of schemas/README.md: carried by the schemas, ignored by validation. */
export const vendorKeywords = ['x-resource', 'x-list', 'x-unique', 'x-ref', 'x-menu-id', 'x-fill'] as const;

export const hourMinutePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Our formats and vendor keywords on any Ajv: the API's, and the runtime forms' (rjsf's validator). */
export function addPlatformVocabulary<A extends Pick<Ajv2020, 'addFormat' | 'addVocabulary'>>(ajv: A): A {
  addFormats.default(ajv as unknown as Ajv2020, ['email', 'date', 'date-time', 'password']);
  ajv.addFormat('hour-minute', hourMinutePattern);
  ajv.addVocabulary([...vendorKeywords]);
  return ajv;
}

/** One Ajv set up the same way for the API and the forms. */
export function createAjv(options: Pick<Options, 'useDefaults'> = {}): Ajv2020 {
  return addPlatformVocabulary(new Ajv2020({ allErrors: true, strict: true, strictRequired: false, ...options }));
}
