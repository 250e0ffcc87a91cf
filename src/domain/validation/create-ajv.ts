import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** Vendor keywords of schemas/README.md: carried by the schemas, ignored by validation. */
export const vendorKeywords = ['x-resource', 'x-list', 'x-unique', 'x-ref', 'x-menu-id', 'x-fill'] as const;

export const hourMinutePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One Ajv set up the same way for the API and the forms. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  addFormats.default(ajv, ['email', 'date', 'date-time', 'password']);
  ajv.addFormat('hour-minute', hourMinutePattern);
  ajv.addVocabulary([...vendorKeywords]);
  return ajv;
}
