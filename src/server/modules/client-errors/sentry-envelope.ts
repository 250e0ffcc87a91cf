import { randomUUID } from 'node:crypto';
import type { ClientErrorReport } from './report-input.js';
import type { SentryTarget } from './sentry-dsn.js';

export interface EnvelopeContext {
  release: string;
  receivedAt: string;
  userId: number | null;
  unitId: number | null;
}

/**
 * One report as a Sentry envelope (header line, item header line, event line): the event carries
 * the message as an exception value, the raw stack in `extra` (a browser's stack text is not
 * Sentry's frame list), and browser, OS and device as contexts.
 */
export function sentryEnvelope(target: SentryTarget, report: ClientErrorReport, context: EnvelopeContext): string {
  const eventId = randomUUID().replaceAll('-', '');
  const event = {
    event_id: eventId,
    timestamp: Date.parse(context.receivedAt) / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'client',
    release: context.release,
    exception: { values: [{ type: 'Error', value: report.message }] },
    contexts: { browser: { name: report.browser }, os: { name: report.os }, device: { model: report.device } },
    ...(report.url ? { request: { url: report.url } } : {}),
    ...(context.userId !== null ? { user: { id: String(context.userId) } } : {}),
    ...(context.unitId !== null ? { tags: { id_elemento: String(context.unitId) } } : {}),
    extra: { stack: report.stack ?? null },
  };
  const header = { event_id: eventId, sent_at: new Date().toISOString(), dsn: target.dsn };
  return [JSON.stringify(header), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
}
