import type { Db } from '../../db/create-database.js';
import { JOB_RUN_TABLE, type JobRunStatus } from './job-runs-table.js';

export interface StartedRun {
  jobName: string;
  queueId: string;
  attempt: number;
  data?: unknown;
}

export interface JobRunRow {
  id_job_run: number;
  job_name: string;
  queue_id: string;
  attempt: number;
  status: JobRunStatus;
  started_at: string;
  finished_at: string | null;
  error_message: string | null;
  progress_done: number | null;
  progress_total: number | null;
  data: string | null;
}

const isoNow = () => new Date().toISOString();
/** Long stacks and driver messages stay readable in the view and bounded in the table. */
const clip = (message: string) => (message.length > 2000 ? `${message.slice(0, 1997)}...` : message);

/**
 * Opens the row of an attempt. An earlier attempt of the same queued job still marked running was cut
 * short (its process died): it becomes `retrying` with that reason, so no row stays running forever.
 */
export async function startRun(db: Db, run: StartedRun): Promise<number> {
  await db
    .updateTable(JOB_RUN_TABLE)
    .set({ status: 'retrying', finished_at: isoNow(), error_message: 'jobs.errors.interrupted' })
    .where('queue_id', '=', run.queueId)
    .where('status', '=', 'running')
    .execute();
  const row = await db
    .insertInto(JOB_RUN_TABLE)
    .values({
      job_name: run.jobName,
      queue_id: run.queueId,
      attempt: run.attempt,
      status: 'running',
      started_at: isoNow(),
      data: run.data === undefined ? null : JSON.stringify(run.data),
    })
    .returning('id_job_run')
    .executeTakeFirstOrThrow();
  return Number(row.id_job_run);
}

export async function finishRun(db: Db, id: number, status: Exclude<JobRunStatus, 'running'>, error?: string): Promise<void> {
  await db
    .updateTable(JOB_RUN_TABLE)
    .set({ status, finished_at: isoNow(), error_message: error === undefined ? null : clip(error) })
    .where('id_job_run', '=', id)
    .execute();
}

export async function reportProgress(db: Db, id: number, done: number, total: number): Promise<void> {
  await db
    .updateTable(JOB_RUN_TABLE)
    .set({ progress_done: Math.round(done), progress_total: Math.round(total) })
    .where('id_job_run', '=', id)
    .execute();
}

/** The newest runs of one job, newest first. */
export async function recentRuns(db: Db, jobName: string, limit: number): Promise<JobRunRow[]> {
  const rows = await db
    .selectFrom(JOB_RUN_TABLE)
    .selectAll()
    .where('job_name', '=', jobName)
    .orderBy('started_at', 'desc')
    .orderBy('id_job_run', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    id_job_run: Number(row.id_job_run),
    attempt: Number(row.attempt),
    progress_done: row.progress_done === null ? null : Number(row.progress_done),
    progress_total: row.progress_total === null ? null : Number(row.progress_total),
  })) as JobRunRow[];
}

/** The newest failed or retrying attempts of one job, newest first. */
export async function recentFailures(db: Db, jobName: string, limit: number): Promise<JobRunRow[]> {
  const rows = await db
    .selectFrom(JOB_RUN_TABLE)
    .selectAll()
    .where('job_name', '=', jobName)
    .where('status', 'in', ['failed', 'retrying'])
    .orderBy('started_at', 'desc')
    .orderBy('id_job_run', 'desc')
    .limit(limit)
    .execute();
  return rows as JobRunRow[];
}
