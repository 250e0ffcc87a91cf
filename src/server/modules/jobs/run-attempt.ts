import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-database.js';
import { defaultRetry, defaultTimeoutSeconds, type JobData, type JobDefinition } from './job-service.js';
import { finishRun, reportProgress, startRun } from './job-runs-repository.js';

export interface Attempt {
  queueId: string;
  /** 1 for the first attempt. */
  attempt: number;
  data: JobData;
}

export class JobTimeout extends Error {
  constructor(seconds: number) {
    super(`timed out after ${seconds} s`);
  }
}

function withTimeout<T>(work: Promise<T>, seconds: number, controller: AbortController): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeout(seconds);
      // Rejected first: a handler that returns as soon as it sees the abort must not win the race.
      reject(error);
      controller.abort(error);
    }, seconds * 1000);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs one attempt of a job and records it in the runs table: `ok`, or on failure `retrying` while
 * retries are left and `failed` after the last; a failure is logged with the job, attempt and error.
 * Rethrows the failure so the runner can schedule the retry.
 */
export async function runAttempt(db: Db, log: FastifyBaseLogger, definition: JobDefinition, attempt: Attempt, stopping: AbortSignal): Promise<void> {
  const retry = definition.retry ?? defaultRetry;
  const timeoutSeconds = definition.timeoutSeconds ?? defaultTimeoutSeconds;
  const runId = await startRun(db, { jobName: definition.name, queueId: attempt.queueId, attempt: attempt.attempt, data: attempt.data });
  const controller = new AbortController();
  const onStop = () => controller.abort(new Error('the server is stopping'));
  stopping.addEventListener('abort', onStop);
  const jobLog = log.child({ job: definition.name, queueId: attempt.queueId, attempt: attempt.attempt });
  try {
    await withTimeout(
      definition.handler({
        data: attempt.data,
        attempt: attempt.attempt,
        queueId: attempt.queueId,
        signal: controller.signal,
        progress: (done, total) => reportProgress(db, runId, done, total),
        log: jobLog,
      }),
      timeoutSeconds,
      controller,
    );
    await finishRun(db, runId, 'ok');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retrying = attempt.attempt <= retry.limit;
    jobLog.error({ err: error }, `job ${definition.name} failed (attempt ${attempt.attempt}${retrying ? ', will retry' : ', no retry left'}): ${message}`);
    await finishRun(db, runId, retrying ? 'retrying' : 'failed', message).catch((recordError: unknown) => {
      jobLog.error({ err: recordError }, `job ${definition.name}: could not record the failure`);
    });
    throw error;
  } finally {
    stopping.removeEventListener('abort', onStop);
  }
}
