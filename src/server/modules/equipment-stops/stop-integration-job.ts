import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import { minuteJob } from '../jobs/minute-job.js';
import { writeStopChange } from './stop-action.js';
import { listIntegrating, type IntegratingStop } from './stop-repository.js';
import { stopViews } from './stop-view.js';

export const STOP_INTEGRATION_JOB = 'equipment-stops-integration';

/** Stops delivered per run; the rest wait for the next minute. */
const BATCH = 200;
const DELIVERY_TIMEOUT_MS = 10_000;

export interface IntegrationRunSummary {
  integrated: number;
  failed: number;
}

/** POSTs the stop as JSON to the frame's address; null when it answered 2xx, else why not. */
async function deliver(item: IntegratingStop, database: Pick<Database, 'db'>, signal?: AbortSignal): Promise<string | null> {
  const [view] = await stopViews(database.db, [item.stop]);
  const timeout = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  try {
    const response = await fetch(item.integration_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...view, id_elemento: item.stop.id_elemento }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
}

/**
 * One run of the integration job: every `integrating` stop of a frame with an integration address is
 * POSTed there; 2xx → `integrated`, anything else → `integrationError` with the reason. Each result is
 * written only if the stop is still the one sent (version), with its history row (user null).
 */
export async function runStopIntegration(
  database: Database,
  { now = () => Date.now(), log, signal }: { now?: () => number; log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<IntegrationRunSummary> {
  const summary: IntegrationRunSummary = { integrated: 0, failed: 0 };
  for (const item of await listIntegrating(database.db, BATCH)) {
    if (signal?.aborted) break;
    const failure = await deliver(item, database, signal);
    const actor = { userId: null, now: now(), unit: item.stop.id_elemento };
    try {
      await guardedWrite(database, (tx) =>
        failure === null
          ? writeStopChange(tx, actor, item.stop, 'integrated', { consistency: 'integrated', integration_error: null }, [{ action: 'integrated' }])
          : writeStopChange(tx, actor, item.stop, 'integrationFailed', { consistency: 'integrationError', integration_error: failure.slice(0, 500) }, [
              { action: 'integrationError' },
            ]),
      );
      if (failure === null) summary.integrated++;
      else summary.failed++;
    } catch (error) {
      // Changed while it was being sent: the next run sees its new state.
      log?.warn({ err: error, stop: item.stop.id_stop }, 'stop integration result not written');
    }
  }
  return summary;
}

export function registerStopIntegrationJob(app: FastifyInstance): void {
  app.jobs.register(
    minuteJob({
      name: STOP_INTEGRATION_JOB,
      run: (context) => runStopIntegration(app.database, context),
      didWork: (summary) => summary.integrated + summary.failed > 0,
      message: 'stop integration',
    }),
  );
}
