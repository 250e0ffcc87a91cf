import type { JobOverview, JobRunView } from '../../../domain/jobs/job-view.js';
import type { Db } from '../../db/create-database.js';
import type { JobDefinition } from './job-service.js';
import { recentFailures, recentRuns, type JobRunRow } from './job-runs-repository.js';
import { nextTick } from './schedule.js';

export type { JobOverview, JobRunView } from '../../../domain/jobs/job-view.js';

function parseData(text: string | null): JobRunView['data'] {
  if (text === null) return null;
  try {
    return JSON.parse(text) as JobRunView['data'];
  } catch {
    return null;
  }
}

function view(row: JobRunRow): JobRunView {
  const { started_at, finished_at, status, attempt, error_message, progress_done, progress_total } = row;
  return {
    started_at,
    finished_at,
    status,
    attempt: Number(attempt),
    error_message,
    progress_done: progress_done === null ? null : Number(progress_done),
    progress_total: progress_total === null ? null : Number(progress_total),
    data: parseData(row.data),
  };
}

/** Every registered job, by name: its schedule, next tick, last and recent runs, and recent failures. */
export async function jobOverview(db: Db, definitions: readonly JobDefinition[], now = Date.now()): Promise<JobOverview[]> {
  const sorted = [...definitions].sort((a, b) => a.name.localeCompare(b.name));
  return Promise.all(
    sorted.map(async (definition) => {
      const runs = (await recentRuns(db, definition.name, 10)).map(view);
      const next = nextTick(definition, now);
      return {
        name: definition.name,
        cron: definition.cron ?? null,
        interval_seconds: definition.intervalSeconds ?? null,
        next_run_at: next === null ? null : new Date(next).toISOString(),
        last_run: runs[0] ?? null,
        recent_runs: runs,
        recent_failures: (await recentFailures(db, definition.name, 5)).map(view),
      };
    }),
  );
}
