import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { echoApi } from './tests/browser/echo-api-plugin.js';
import { servePowerBiStandIn } from './tests/browser/powerbi-stand-in.js';

/** Debian's Chromium, with the flags this machine's closed network needs (no background calls home). */
const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'generators/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure functions: one module graph per worker instead of one per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Each file builds its own server on its own database; sharing the module graph saves ~1 s of imports per file.
          isolate: false,
        },
      },
      {
        // React components in a real browser: `*.browser.test.tsx` beside the component.
        define: { __APP_VERSION__: JSON.stringify('test') },
        // A tiny real API on the same origin for the API client's tests (tests/browser/echo-api-plugin.ts).
        plugins: [echoApi()],
        // Bundled before the first test: a dependency found mid-run (a lazy import()) makes Vite reload the page under a running test.
        optimizeDeps: {
          include: [
            'recharts',
            'react-grid-layout',
            '@rjsf/mui',
            '@rjsf/core',
            '@rjsf/utils',
            '@rjsf/validator-ajv8',
            'quill',
            'jspdf',
            'html-to-image',
            'powerbi-client',
          ],
        },
        test: {
          name: 'browser',
          include: ['src/app/**/*.browser.test.tsx'],
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            // The Power BI service's embedding page, served locally by the browser (tests/browser/powerbi-stand-in.ts).
            commands: { servePowerBiStandIn },
          },
        },
      },
    ],
  },
});
