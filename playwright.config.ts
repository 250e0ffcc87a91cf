import { defineConfig } from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 8181);
const workers = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Each worker has its own server and demo database: Playwright numbers the workers running at once
 * 0..workers-1 (TEST_PARALLEL_INDEX, set before a worker loads this file), and worker i talks to port
 * firstPort + i, so no two workers ever share a database.
 */
const workerPort = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const server = (port: number) => ({
  command: 'bash tests/e2e/serve-fresh.sh',
  url: `http://127.0.0.1:${port}/plataforma/miscellaneous/signals/healthcheck`,
  env: { PORT: String(port) },
  reuseExistingServer: false,
  timeout: 120_000,
});

/** End-to-end tests in Debian's Chromium against the built app, on fresh demo databases. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    locale: 'en-US',
    acceptDownloads: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => server(firstPort + index)),
});
