import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-database.js';
import { assertDefinition, defaultRetry, type JobData, type JobDefinition, type JobRunner } from './job-service.js';
import { runAttempt, type Attempt } from './run-attempt.js';
import { assertSchedule, startTicker } from './schedule.js';

interface JobState {
  definition: JobDefinition;
  queue: Attempt[];
  running: Promise<void> | null;
}

/**
 * The SQLite runner: one process owns the database file, so schedules, queue and retries live here.
 * One job never overlaps itself: queued runs wait their turn, and a tick that finds its job running or
 * already queued is skipped. Every timer is unref'd and cleared by `stop`.
 */
export function inProcessRunner(db: Db, log: FastifyBaseLogger, now: () => number = Date.now): JobRunner {
  const jobs = new Map<string, JobState>();
  const stopTickers: Array<() => void> = [];
  const retryTimers = new Set<NodeJS.Timeout>();
  const stopping = new AbortController();
  let started = false;

  function drain(state: JobState): void {
    if (state.running || stopping.signal.aborted) return;
    const attempt = state.queue.shift();
    if (!attempt) return;
    state.running = runAttempt(db, log, state.definition, attempt, stopping.signal)
      .catch(() => scheduleRetry(state, attempt))
      .finally(() => {
        state.running = null;
        drain(state);
      });
  }

  function scheduleRetry(state: JobState, failed: Attempt): void {
    const retry = state.definition.retry ?? defaultRetry;
    if (failed.attempt > retry.limit || stopping.signal.aborted) return;
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      state.queue.push({ ...failed, attempt: failed.attempt + 1 });
      drain(state);
    }, retry.delaySeconds * 1000);
    timer.unref();
    retryTimers.add(timer);
  }

  function push(name: string, attempt: Attempt): void {
    const state = jobs.get(name);
    if (!state) throw new Error(`no job "${name}" is registered`);
    state.queue.push(attempt);
    if (started) drain(state);
  }

  function onTick(state: JobState, tickMs: number): void {
    if (state.running || state.queue.length) {
      log.debug({ job: state.definition.name }, 'tick skipped: the previous run is still going');
      return;
    }
    const tick = new Date(tickMs).toISOString();
    push(state.definition.name, { queueId: `${state.definition.name}@${tick}`, attempt: 1, data: { tick } });
  }

  return {
    register(definition) {
      assertDefinition(definition as JobDefinition, new Set(jobs.keys()));
      assertSchedule(definition);
      jobs.set(definition.name, { definition: definition as JobDefinition, queue: [], running: null });
    },
    definitions: () => [...jobs.values()].map((state) => state.definition),
    async enqueue(name: string, data: JobData = {}) {
      push(name, { queueId: randomUUID(), attempt: 1, data });
    },
    async start() {
      started = true;
      for (const state of jobs.values()) {
        if (state.definition.cron || state.definition.intervalSeconds) stopTickers.push(startTicker(state.definition, (tick) => onTick(state, tick), now));
        drain(state);
      }
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      stopTickers.splice(0).forEach((stopTicker) => stopTicker());
      retryTimers.forEach((timer) => clearTimeout(timer));
      retryTimers.clear();
      const running = [...jobs.values()].map((state) => state.running).filter((run) => run !== null);
      // Handlers see the abort; one that ignores it gets a few seconds, then the database closes anyway.
      await Promise.race([Promise.allSettled(running), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    },
  };
}
