/** The jobs view's call (server: src/server/modules/jobs). */
import type { JobOverview } from '../../../domain/jobs/job-view.js';
import { api } from '../../api/api-client.js';

const JOBS = 'SYS/queries/jobs';

export async function fetchJobs(signal?: AbortSignal): Promise<JobOverview[]> {
  return (await api<string, { data: JobOverview[] }>(JOBS, { signal })).data;
}
