import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { JobOverview } from '../../../domain/jobs/job-view.js';
import { JobsTable } from './JobsTable.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

const rebuild: JobOverview = {
  name: 'rollup-rebuild',
  cron: null,
  interval_seconds: null,
  next_run_at: null,
  last_run: {
    started_at: '2026-03-01T10:00:00.000Z',
    finished_at: null,
    status: 'running',
    attempt: 2,
    error_message: null,
    progress_done: 480,
    progress_total: 960,
    data: { tagId: 7 },
  },
  recent_runs: [],
  recent_failures: [
    {
      started_at: '2026-03-01T09:59:00.000Z',
      finished_at: '2026-03-01T09:59:01.000Z',
      status: 'retrying',
      attempt: 1,
      error_message: 'jobs.errors.interrupted',
      progress_done: null,
      progress_total: null,
      data: { tagId: 7 },
    },
  ],
};
const nightly: JobOverview = {
  name: 'nightly-cleanup',
  cron: '0 3 * * *',
  interval_seconds: null,
  next_run_at: '2026-03-02T03:00:00.000Z',
  last_run: null,
  recent_runs: [],
  recent_failures: [],
};
rebuild.recent_runs = [rebuild.last_run!];

describe('JobsTable in a real browser', () => {
  it("shows a running rebuild's progress, its attempt and the interrupted attempt before it", async () => {
    const screen = await render(
      <AdminContext i18nProvider={await i18nProviderIn('en-US')}>
        <JobsTable jobs={[rebuild, nightly]} />
      </AdminContext>,
    );
    const row = screen.container.querySelector('[data-job="rollup-rebuild"]') as HTMLElement;
    expect(row.textContent).toContain('Rebuild consolidated values');
    expect(row.textContent).toContain('Running');
    expect(row.textContent).toContain('attempt 2');
    expect(row.textContent).toContain('480 of 960 rows');
    expect(row.textContent).toContain('The server running it stopped before the end');
    await expect.element(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '50');
    const other = screen.container.querySelector('[data-job="nightly-cleanup"]') as HTMLElement;
    expect(other.textContent).toContain('Cron 0 3 * * * (UTC)');
    expect(other.textContent).toContain('Not run yet');
  });

  it('speaks Portuguese', async () => {
    const screen = await render(
      <AdminContext i18nProvider={await i18nProviderIn('pt-BR')}>
        <JobsTable jobs={[rebuild]} />
      </AdminContext>,
    );
    await expect.element(screen.getByText('Reconstruir valores consolidados')).toBeVisible();
    await expect.element(screen.getByText('480 de 960 linhas')).toBeVisible();
  });
});
