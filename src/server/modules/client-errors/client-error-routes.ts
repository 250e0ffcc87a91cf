import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { optionalUserAndUnit } from './optional-access.js';
import { clientErrorLimits, parseClientErrorReport } from './report-input.js';
import { insertClientError } from './report-repository.js';
import { parseSentryDsn } from './sentry-dsn.js';
import { sentryEnvelope } from './sentry-envelope.js';
import { forwardToSentry } from './sentry-forward.js';
import { ApiError } from '../../core/api-error.js';
import { appVersion } from '../../core/version.js';
import { clientErrorRouteSchemas as schemas } from './schemas/index.js';

export const clientErrorPath = '/LOG/actions/clientError';

const tooManyReports = () => new ApiError(429, 'TOO_MANY_REQUESTS', 'global.error.messages.tooManyRequests');

/**
 * `POST LOG/actions/clientError {browser, os, device, message, stack?, url?}`: an error the browser
 * met, from anyone (the sign-in screen has no session yet), so bounded in size and per address.
 * Stored with the user and unit when a valid session comes with it, logged, and forwarded to a
 * Sentry-compatible service when `SENTRY_DSN` is set.
 */
export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  // Registered inside this plugin only: the limit applies to this route, in this process's memory.
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => tooManyReports() });
  const sentry = app.config.sentryDsn ? parseSentryDsn(app.config.sentryDsn) : undefined;
  const client = `plataforma/${appVersion}`;

  app.post(
    clientErrorPath,
    {
      bodyLimit: clientErrorLimits.bodyBytes,
      schema: schemas.clientError.schema,
      config: { rateLimit: { max: clientErrorLimits.perMinute, timeWindow: 60_000 } },
    },
    async (request) => {
      const report = parseClientErrorReport(request.body);
      const origin = { ...(await optionalUserAndUnit(request)), receivedAt: new Date().toISOString() };
      const id = await insertClientError(app.database.db, report, origin);
      request.log.warn({ clientError: { id, ...origin, message: report.message, url: report.url } }, 'client error reported');
      if (sentry) void forwardToSentry(sentry, sentryEnvelope(sentry, report, { ...origin, release: appVersion }), request.log, client);
      return { data: { id_client_error: id } };
    },
  );
}
