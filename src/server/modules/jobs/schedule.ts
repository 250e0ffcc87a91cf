import { Cron } from 'croner';
import type { JobDefinition } from './job-service.js';

/**
 * The first tick of a scheduled job strictly after `after` (ms), or null for a job without a schedule.
 * Interval ticks are whole multiples of the interval since the epoch, and cron ticks are the pattern's
 * instants in UTC: every process computes the same instants, which is what makes a tick's run unique.
 */
export function nextTick(definition: Pick<JobDefinition, 'cron' | 'intervalSeconds'>, after: number): number | null {
  if (definition.intervalSeconds) {
    const step = definition.intervalSeconds * 1000;
    return (Math.floor(after / step) + 1) * step;
  }
  if (definition.cron) {
    const next = new Cron(definition.cron, { paused: true, timezone: 'UTC' }).nextRun(new Date(after));
    return next ? next.getTime() : null;
  }
  return null;
}

/** Throws on a cron pattern croner cannot read, at registration rather than at the first tick. */
export function assertSchedule(definition: Pick<JobDefinition, 'name' | 'cron'>): void {
  if (!definition.cron) return;
  try {
    new Cron(definition.cron, { paused: true, timezone: 'UTC' }).stop();
  } catch (error) {
    throw new Error(`job "${definition.name}": cron "${definition.cron}": ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Calls `onTick(tickMs)` at every tick of the schedule until stopped. The timer is unref'd: a ticker
 * never keeps a process (or a test run) alive on its own.
 */
export function startTicker(definition: Pick<JobDefinition, 'cron' | 'intervalSeconds'>, onTick: (tickMs: number) => void, now = Date.now): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = (after: number) => {
    const tick = nextTick(definition, after);
    if (tick === null || stopped) return;
    // setTimeout caps at about 24.8 days; a far tick re-arms on the way.
    const wait = Math.min(Math.max(tick - now(), 0), 2_000_000_000);
    timer = setTimeout(() => {
      if (now() < tick) return arm(after);
      onTick(tick);
      arm(tick);
    }, wait);
    timer.unref();
  };
  arm(now());
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
