import { useCallback, useEffect, useState } from 'react';
import type { JobOverview } from '../../../domain/jobs/job-view.js';
import { fetchJobs } from './jobs-api.js';

/** How often the view asks again, so a rebuild's progress moves on screen. */
const refreshMs = 5_000;

/** The registered jobs, loaded on mount and every few seconds while the view is open. */
export function useJobs() {
  const [jobs, setJobs] = useState<JobOverview[] | undefined>();
  const [failed, setFailed] = useState<unknown>();
  const reload = useCallback((signal?: AbortSignal) => {
    fetchJobs(signal).then(
      (list) => {
        setJobs(list);
        setFailed(undefined);
      },
      (error: unknown) => {
        if (!signal?.aborted) setFailed(error);
      },
    );
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    reload(controller.signal);
    const timer = setInterval(() => reload(controller.signal), refreshMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [reload]);
  return { jobs, failed, reload: () => reload() };
}
