import { createAjv } from '../../../domain/validation/create-ajv.js';
import { fieldErrorsOf } from '../../../domain/validation/field-errors.js';
import { badRequest, validationFailed } from '../../core/api-error.js';

/** Sizes of a report: enough for a minified stack, too little to store anything else. */
export const clientErrorLimits = {
  description: 200,
  message: 2000,
  stack: 16_000,
  url: 2000,
  /** The whole JSON body, in bytes (larger: 413). */
  bodyBytes: 32 * 1024,
  /** Reports accepted per minute from one address. */
  perMinute: 20,
} as const;

export interface ClientErrorReport {
  browser: string;
  os: string;
  device: string;
  message: string;
  stack?: string | null;
  url?: string | null;
}

const description = { type: 'string', maxLength: clientErrorLimits.description };
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength });

export const clientErrorSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    browser: description,
    os: description,
    device: description,
    message: { type: 'string', minLength: 1, maxLength: clientErrorLimits.message },
    stack: optionalText(clientErrorLimits.stack),
    url: optionalText(clientErrorLimits.url),
  },
  required: ['browser', 'os', 'device', 'message'],
} as const;

const validate = createAjv().compile<ClientErrorReport>(clientErrorSchema);

/** The report in a request body, or 400: no object at all, or the fields that break the schema. */
export function parseClientErrorReport(body: unknown): ClientErrorReport {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest();
  if (!validate(body)) throw validationFailed(fieldErrorsOf(validate.errors));
  return body;
}
