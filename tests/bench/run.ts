/**
 * `npm run bench`: the generic list's throughput and latency against a bare Fastify route and the
 * same query run directly on the database, and the bytes on the wire of the first pages.
 * Figures are printed and written to bench/results.json; nothing here passes or fails on time.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { entities } from '../../src/generated/entities.js';
import { createDatabase } from '../../src/server/db/create-database.js';
import { bundleSizes } from './bundle-size.js';
import { startChild } from './child-server.js';
import { measureDb } from './measure-db.js';
import { measureHttp } from './measure-http.js';
import { benchSeriesRead } from './series-read.js';
import { benchSeriesConsolidation } from './series-consolidation.js';
import { benchSeriesIngest } from './series-ingest.js';

const root = resolve(import.meta.dirname, '../..');
const rows = 100_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const work = join(root, '.tmp/bench');
const dbPath = join(work, 'plant.db');
const apiPort = 8291;
const barePort = 8292;
const model = entities['units-of-measurement'];

function fillTable(unitId: number): void {
  const sqlite = new BetterSqlite3(dbPath);
  const insert = sqlite.prepare(
    `insert into ${model.table} (id_elemento, code, description, symbol, decimal_places, active) values (?, ?, ?, ?, ?, ?)`,
  );
  sqlite.transaction(() => {
    for (let i = 0; i < rows; i++) {
      insert.run(unitId, `U${String(i).padStart(6, '0')}`, `Bench unit ${i}`, 'u', i % 5, i % 2 ? 'S' : 'N');
    }
  })();
  sqlite.close();
}

async function signIn(base: string): Promise<{ token: string; unitId: number }> {
  const answer = await fetch(`${base}/plataforma/CAC/actions/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin#Plant2026' }),
  }).then((r) => r.json());
  return { token: answer.token, unitId: answer.units[0].id_elemento };
}

async function main(): Promise<void> {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const base = `http://127.0.0.1:${apiPort}`;
  const env = { PORT: String(apiPort), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${dbPath}`, LOG_LEVEL: 'warn' };
  const health = `${base}/plataforma/miscellaneous/signals/healthcheck`;
  let api = await startChild('src/server/main.ts', env, health);
  const { token, unitId } = await signIn(base);
  await api.stop();
  fillTable(unitId);
  api = await startChild('src/server/main.ts', env, health);

  const query = new URLSearchParams({ sort: '["code","ASC"]', range: '[0,24]', filter: '{"active":"S"}' });
  const headers = { authorization: `Bearer ${token}`, 'id-element': String(unitId) };
  const listUrl = `${base}/plataforma/${model.api}?${query}`;
  const check = await fetch(listUrl, { headers });
  if (!check.ok) throw new Error(`list answered ${check.status}`);
  const list = await measureHttp(listUrl, headers, seconds);
  const bundle = await bundleSizes(base, join(root, 'dist'), { signIn: /SignInPage/, app: /AdminApp/ });
  await api.stop();

  const bare = await startChild('tests/bench/bare-server.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/constant`);
  const constant = await measureHttp(`http://127.0.0.1:${barePort}/constant`, {}, seconds);
  await bare.stop();

  const { db, close } = createDatabase(`sqlite:${dbPath}`);
  const scoped = () => db.selectFrom(model.table).where('id_elemento', '=', unitId).where('active', '=', 'S');
  const direct = await measureDb(
    () =>
      Promise.all([
        scoped().selectAll().orderBy('code', 'asc').limit(25).offset(0).execute(),
        scoped().select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
      ]),
    2000,
  );
  await close();

  const results = {
    date: new Date().toISOString(),
    machine: { node: process.version, database: 'sqlite (better-sqlite3, WAL)' },
    list: { rows, page: 25, sort: 'code ASC', filter: 'active = S', scope: 'one unit, signed in as admin', seconds, ...list },
    bareFastify: constant,
    directQuery: direct,
    ratios: {
      listRpsOverBareRps: list.requestsPerSecond / constant.requestsPerSecond,
      listP50OverDirectP50: list.latencyP50Ms / direct.latencyP50Ms,
    },
    bundle,
    seriesRead: await benchSeriesRead(),
    seriesIngest: await benchSeriesIngest(),
    seriesConsolidation: await benchSeriesConsolidation(),
  };
  await mkdir(join(root, 'bench'), { recursive: true });
  await writeFile(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
