import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { classifyDbError } from '../../db/db-errors.js';
import { fieldErrorsOf } from '../../../domain/validation/field-errors.js';
import { ApiError, badRequest, payloadTooLarge, serverError, validationFailed } from '../../core/api-error.js';

/** No JSON object where one is expected is a bad request; otherwise each field's problem, as an entity's. */
function refusedBySchema(errors: ErrorObject[]): ApiError {
  if (errors.some((e) => e.instancePath === '' && e.keyword === 'type')) return badRequest();
  return validationFailed(fieldErrorsOf(errors));
}

function fromFramework(error: FastifyError): ApiError | undefined {
  const status = error.statusCode;
  // A route schema's refusal (route-validation.ts): the Ajv errors as field keys, like an entity's.
  if (error.validation) return refusedBySchema(error.validation as never);
  if (status === 413) return payloadTooLarge();
  if (status === 415) return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'global.error.messages.badRequest');
  // Malformed JSON, an empty JSON body, a bad header...: the client's fault, never a 500.
  if (status !== undefined && status >= 400 && status < 500) return badRequest();
  return undefined;
}

/** Every error becomes `{ error: { code, message, fields? } }`; a stack trace never leaves the server. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : fromFramework(error);
    if (known) return reply.code(known.statusCode).send(known.toBody());
    // A value the database refuses as data (PostgreSQL class 22: a NUL byte, a number out of range...)
    // in a statement no rule checked first: still the client's input, logged so the missing rule shows.
    if (classifyDbError(error)?.kind === 'bad-data') {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.code(400).send(badRequest().toBody());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(serverError().toBody());
  });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a URL that is not valid percent-encoding)
 * gets the same 400 body as every other refusal, without echoing the URL back.
 */
export function answerFrameworkError(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply.code(400).send(badRequest().toBody());
}
