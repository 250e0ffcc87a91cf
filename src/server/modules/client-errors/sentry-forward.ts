import type { FastifyBaseLogger } from 'fastify';
import type { SentryTarget } from './sentry-dsn.js';

/** A slow or absent error service never holds a request or a socket for long. */
const forwardTimeoutMs = 5000;

/**
 * Posts an envelope to the DSN's endpoint. Best effort: the report is already stored, so a
 * failure is only logged, never thrown.
 */
export async function forwardToSentry(target: SentryTarget, envelope: string, log: FastifyBaseLogger, client: string): Promise<void> {
  try {
    const response = await fetch(target.envelopeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=${client}`,
      },
      body: envelope,
      signal: AbortSignal.timeout(forwardTimeoutMs),
    });
    if (!response.ok) log.warn({ status: response.status }, 'the error service refused a client error report');
  } catch (error) {
    log.warn({ err: error }, 'a client error report could not reach the error service');
  }
}
