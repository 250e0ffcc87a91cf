/** The background jobs below the client parameters (server: src/server/modules/jobs). */
const jobsEnUS = {
  jobs: {
    title: 'Background jobs',
    intro:
      'Work the server does on its own: scheduled tasks and work queued by a change, such as rebuilding the consolidated values of a tag. A failed run is retried; its error stays listed here.',
    loadError: 'The background jobs could not be loaded.',
    never: 'Not run yet',
    whenQueued: 'When queued',
    noFailures: 'None',
    attempt: 'attempt %{attempt}',
    progress: '%{done} of %{total} rows',
    fields: { name: 'Job', schedule: 'Schedule', last_run: 'Last run', next_run: 'Next run', failures: 'Recent failures', progress: 'Progress' },
    schedule: { every: 'Every %{seconds} s', cron: 'Cron %{pattern} (UTC)', queued: 'When queued' },
    status: { running: 'Running', ok: 'Done', failed: 'Failed', retrying: 'Will retry' },
    names: { 'rollup-rebuild': 'Rebuild consolidated values', 'job-runs-cleanup': 'Delete job runs older than two weeks' },
    errors: { interrupted: 'The server running it stopped before the end' },
  },
};

export default jobsEnUS;
