/**
 * `npm run bench`: the generic list's throughput and latency against a bare Fastify route and the
 * same repository call run directly on the database (tests/bench/list-bench.ts, alone:
 * `npm run bench:list`), the bytes on the wire of the first pages, the series benchmarks, and the
 * equipment stops' detection over a year of one-minute states and pareto over 100,000 stops, and the SPC
 * rules over 1,000,000 points against one z-score pass, and the dashboards' batched data and first render
 * of a 20-widget tab against a one-widget tab (tests/bench/dashboard-bench.ts, alone: `npm run bench:dashboards`).
 * Figures are printed and written to bench/results.json; nothing here passes or fails on time.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleSizes } from './bundle-size.js';
import { startChild } from './child-server.js';
import { benchList, goalLine } from './list-bench.js';
import { benchSeriesRead } from './series-read.js';
import { benchSeriesConsolidation } from './series-consolidation.js';
import { benchSeriesIngest } from './series-ingest.js';
import { benchDetection } from './stops-detection-bench.js';
import { benchPareto } from './stops-pareto-bench.js';
import { benchSpcRules } from './spc-rules-bench.js';
import { benchDashboards } from './dashboard-bench.js';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const bundlePort = 8293;

/** The first pages' bytes, through a server of its own on an empty database. */
async function benchBundle() {
  const work = join(root, '.tmp/bench-bundle');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const base = `http://127.0.0.1:${bundlePort}`;
  const env = { PORT: String(bundlePort), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(work, 'plant.db')}`, SEED_DEMO_SERIES: 'false', LOG_LEVEL: 'warn' };
  const api = await startChild('src/server/main.ts', env, `${base}/plataforma/miscellaneous/signals/healthcheck`);
  try {
    return await bundleSizes(base, join(root, 'dist'), { signIn: /SignInPage/, app: /AdminApp/ });
  } finally {
    await api.stop();
  }
}

async function main(): Promise<void> {
  const list = await benchList(seconds);
  const results = {
    date: new Date().toISOString(),
    machine: { node: process.version, database: 'sqlite (better-sqlite3, WAL)', cpus: cpus().length, loadAverage: loadavg() },
    ...list,
    bundle: await benchBundle(),
    seriesRead: await benchSeriesRead(),
    seriesIngest: await benchSeriesIngest(),
    seriesConsolidation: await benchSeriesConsolidation(),
    stopDetection: await benchDetection(),
    stopPareto: await benchPareto(),
    spcRules: await benchSpcRules(),
    dashboards: await benchDashboards(),
  };
  await mkdir(join(root, 'bench'), { recursive: true });
  await writeFile(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  console.log(goalLine(list.goal));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
