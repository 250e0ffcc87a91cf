import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/create-database.js';
import { assertDefinition, defaultRetry, defaultTimeoutSeconds, type JobData, type JobDefinition, type JobRunner } from './job-service.js';
import { oneProcessAtATime, whileNoOtherRun } from './job-lock.js';
import { runAttempt } from './run-attempt.js';
import { assertSchedule, startTicker } from './schedule.js';
import { tickId } from './tick-id.js';

export interface PgBossOptions {
  connectionString: string;
  /** pg-boss's own schema in the database. */
  schema: string;
  /** How often pg-boss looks for attempts whose process died (expired) to retry them. */
  maintenanceIntervalSeconds: number;
  pollingIntervalSeconds: number;
}

function sendOptions(definition: JobDefinition): PgBoss.SendOptions {
  const retry = definition.retry ?? defaultRetry;
  return { retryLimit: retry.limit, retryDelay: retry.delaySeconds, expireInSeconds: definition.timeoutSeconds ?? defaultTimeoutSeconds };
}

/**
 * The PostgreSQL runner. pg-boss holds the queue, the retries and the expiry of attempts whose process
 * died, shared by every API process. Each process ticks every schedule itself and sends the tick under
 * a UUID derived from the job and the instant (tick-id.ts): pg-boss inserts with ON CONFLICT DO NOTHING,
 * so however many processes send a tick, one job exists and one process runs it; a session advisory lock
 * keeps a scheduled job from overlapping its previous tick (job-lock.ts). (pg-boss's own
 * `schedule` is cron to the minute, checked every 30 s or more: too coarse for second intervals.)
 */
export function pgBossRunner(db: Db, log: FastifyBaseLogger, options: PgBossOptions): JobRunner {
  const jobs = new Map<string, JobDefinition>();
  const stopTickers: Array<() => void> = [];
  const stopping = new AbortController();
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    max: 3,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    application_name: 'plant-jobs',
  });
  boss.on('error', (error) => log.error({ err: error }, `job queue: ${error.message}`));
  let started = false;

  async function send(definition: JobDefinition, data: JobData, id?: string): Promise<void> {
    await boss.send(definition.name, data, { ...sendOptions(definition), ...(id ? { id } : {}) });
  }

  async function work(definition: JobDefinition): Promise<void> {
    await boss.work<JobData>(
      definition.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        const attempt = () => runAttempt(db, log, definition, { queueId: job.id, attempt: job.retryCount + 1, data: job.data ?? {} }, stopping.signal);
        if (!(definition.cron || definition.intervalSeconds)) return attempt();
        // A scheduled job never overlaps itself, in any process: a tick that finds it running is skipped.
        if (!(await whileNoOtherRun(db, definition.name, attempt))) log.debug({ job: definition.name }, 'tick skipped: the previous run is still going');
      },
    );
  }

  return {
    register(definition) {
      assertDefinition(definition as JobDefinition, new Set(jobs.keys()));
      assertSchedule(definition);
      jobs.set(definition.name, definition as JobDefinition);
    },
    definitions: () => [...jobs.values()],
    async enqueue(name: string, data: JobData = {}) {
      const definition = jobs.get(name);
      if (!definition) throw new Error(`no job "${name}" is registered`);
      if (!started) throw new Error(`job "${name}" enqueued before the job service started`);
      // Callers after a commit cannot answer the failure to anyone: it is logged here, then thrown.
      await send(definition, data).catch((error: Error) => {
        log.error({ err: error, job: name, data }, `job ${name}: not queued: ${error.message}`);
        throw error;
      });
    },
    async start() {
      await boss.start();
      started = true;
      await oneProcessAtATime(db, 'create-queues', async () => {
        for (const definition of jobs.values()) {
          if (!(await boss.getQueue(definition.name))) await boss.createQueue(definition.name, { name: definition.name, ...sendOptions(definition) });
        }
      });
      for (const definition of jobs.values()) {
        await work(definition);
        if (definition.cron || definition.intervalSeconds) {
          stopTickers.push(
            startTicker(definition, (tick) => {
              send(definition, { tick: new Date(tick).toISOString() }, tickId(definition.name, tick)).catch((error: Error) =>
                log.error({ err: error, job: definition.name }, `job ${definition.name}: tick not queued: ${error.message}`),
              );
            }),
          );
        }
      }
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      stopTickers.splice(0).forEach((stopTicker) => stopTicker());
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
