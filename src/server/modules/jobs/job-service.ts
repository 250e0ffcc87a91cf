import type { FastifyBaseLogger } from 'fastify';

/** A job's data: plain JSON, stored with the run (pg-boss keeps it in its own table). */
export type JobData = Record<string, unknown>;

/** What a handler gets for one attempt. */
export interface JobContext<Data extends JobData = JobData> {
  data: Data;
  /** 1 for the first attempt, 2 for the first retry... */
  attempt: number;
  /** The queued run's id, the same for all its attempts. */
  queueId: string;
  /** Aborted when the attempt passes its `timeoutSeconds` or the server stops. */
  signal: AbortSignal;
  /** Rows (or any unit) done of the total, shown in the jobs view while the run lasts. */
  progress(done: number, total: number): Promise<void>;
  log: FastifyBaseLogger;
}

export interface RetryPolicy {
  /** Retries after the first attempt fails (0: none). */
  limit: number;
  delaySeconds: number;
}

/**
 * One kind of work a module registers. With `cron` (5 or 6 fields, UTC) or `intervalSeconds` it runs on
 * a schedule, once per tick however many API processes share the database; without either it runs only
 * when enqueued. Handlers must be idempotent: a killed process's attempt is run again.
 */
export interface JobDefinition<Data extends JobData = JobData> {
  name: string;
  cron?: string;
  intervalSeconds?: number;
  handler(context: JobContext<Data>): Promise<void>;
  retry?: RetryPolicy;
  timeoutSeconds?: number;
}

export const defaultRetry: RetryPolicy = { limit: 2, delaySeconds: 30 };
export const defaultTimeoutSeconds = 15 * 60;

/** What a module (or an entity hook, after its commit) uses to queue work. */
export interface JobQueue {
  /** Runs `name` soon with `data`, in some API process sharing the database. */
  enqueue(name: string, data?: JobData): Promise<void>;
}

/** The same interface on both databases: pg-boss on PostgreSQL, an in-process runner on SQLite. */
export interface JobRunner extends JobQueue {
  /** Before `start` only. */
  register<Data extends JobData>(definition: JobDefinition<Data>): void;
  definitions(): readonly JobDefinition[];
  start(): Promise<void>;
  /** Stops ticking and waits (bounded) for running attempts; safe to call twice. */
  stop(): Promise<void>;
}

export function assertDefinition(definition: JobDefinition, known: ReadonlySet<string>): void {
  if (!/^[a-z][a-z0-9-]{0,62}$/.test(definition.name)) throw new Error(`job name "${definition.name}": lower-case letters, digits and dashes`);
  if (known.has(definition.name)) throw new Error(`job "${definition.name}" is registered twice`);
  if (definition.cron && definition.intervalSeconds) throw new Error(`job "${definition.name}": cron or intervalSeconds, not both`);
  if (definition.intervalSeconds !== undefined && !(Number.isInteger(definition.intervalSeconds) && definition.intervalSeconds >= 1)) {
    throw new Error(`job "${definition.name}": intervalSeconds must be a whole number of seconds, at least 1`);
  }
}
