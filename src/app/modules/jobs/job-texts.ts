import type { JobOverview, JobRunView } from '../../../domain/jobs/job-view.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A registered job's label: its own message when it has one (`jobs.names.<name>`), else its name. */
export function jobLabel(translate: Translate, name: string): string {
  return translate(`jobs.names.${name}`, { _: name });
}

/** "Every 30 s", the cron pattern, or "When queued". */
export function scheduleText(translate: Translate, job: Pick<JobOverview, 'cron' | 'interval_seconds'>): string {
  if (job.interval_seconds !== null) return translate('jobs.schedule.every', { seconds: job.interval_seconds });
  if (job.cron !== null) return translate('jobs.schedule.cron', { pattern: job.cron });
  return translate('jobs.schedule.queued');
}

/** The runner's own reasons are message keys; a handler's error is shown as it was thrown. */
export function errorText(translate: Translate, run: Pick<JobRunView, 'error_message'>): string {
  const message = run.error_message ?? '';
  return message.startsWith('jobs.errors.') ? translate(message) : message;
}

/** Progress in percent, or null when the run reported none (or had nothing to do). */
export function progressPercent(run: Pick<JobRunView, 'progress_done' | 'progress_total'>): number | null {
  if (run.progress_total === null || run.progress_done === null || run.progress_total <= 0) return null;
  return Math.min(100, (run.progress_done / run.progress_total) * 100);
}
