import type { TableDef } from '../../../domain/entities/table-model.js';

export const JOB_RUN_TABLE = 'job_run';

export type { JobRunStatus } from '../../../domain/jobs/job-view.js';

/**
 * One row per attempt of a job, written by both runners: what the jobs view reads. `queue_id` is the
 * queued job's id (pg-boss's uuid, or the in-process runner's), shared by the attempts of one run.
 * `progress_done` / `progress_total` are the handler's last report. Times are ISO-8601 UTC text.
 */
export const jobRunTable: TableDef = {
  name: JOB_RUN_TABLE,
  columns: [
    { name: 'id_job_run', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
    { name: 'job_name', type: 'text', notNull: true },
    { name: 'queue_id', type: 'text', notNull: true },
    { name: 'attempt', type: 'integer', notNull: true },
    { name: 'status', type: 'text', notNull: true },
    { name: 'started_at', type: 'text', notNull: true },
    { name: 'finished_at', type: 'text', notNull: false },
    { name: 'error_message', type: 'text', notNull: false },
    { name: 'progress_done', type: 'integer', notNull: false },
    { name: 'progress_total', type: 'integer', notNull: false },
    { name: 'data', type: 'text', notNull: false },
  ],
  uniques: [],
  indexes: [['job_name', 'started_at'], ['queue_id']],
};
