import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from './job-service.js';

interface MinuteJob<Summary extends object> {
  name: string;
  /** One run; its summary is logged with `message` when `didWork` says it changed anything. */
  run: (context: { log: FastifyBaseLogger; signal: AbortSignal }) => Promise<Summary>;
  didWork: (summary: Summary) => boolean;
  message: string;
}

/**
 * A module's job that runs every minute, retried once after 30 s, at most 10 minutes a run. A run
 * that did nothing logs nothing, so an idle plant leaves no line a minute.
 */
export function minuteJob<Summary extends object>({ name, run, didWork, message }: MinuteJob<Summary>): JobDefinition {
  return {
    name,
    intervalSeconds: 60,
    retry: { limit: 1, delaySeconds: 30 },
    timeoutSeconds: 10 * 60,
    async handler({ log, signal }) {
      const summary = await run({ log, signal });
      // Widened to object: pino's types cannot tell a generic summary from a message string.
      const fields: object = summary;
      if (didWork(summary)) log.info(fields, message);
    },
  };
}
