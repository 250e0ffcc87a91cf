/**
 * The list benchmark: the generic list of 100,000 rows of one unit (sorted, filtered, with its
 * count) through HTTP against a child API process, beside a bare Fastify route measured in the
 * same run and the list's own repository call run directly on the database. The goal of issue 11
 * is reported, never enforced: nothing here passes or fails on time.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { entities } from '../../src/generated/entities.js';
import { createDatabase } from '../../src/server/db/create-database.js';
import { readCache } from '../../src/server/db/read-cache.js';
import { listRecords } from '../../src/server/modules/entities/entity-reads.js';
import { startChild } from './child-server.js';
import { measureDb } from './measure-db.js';
import { measureHttp, type HttpFigures } from './measure-http.js';

const root = resolve(import.meta.dirname, '../..');
const rows = 100_000;
const work = join(root, '.tmp/bench-list');
const dbPath = join(work, 'plant.db');
const apiPort = 8291;
const barePort = 8292;
const model = entities['units-of-measurement'];

/** Issue 11 §4: the list at this fraction of the bare route's throughput or more, with this p99 or less. */
export const listGoal = { minRatio: 0.18, maxP99Ms: 20 };

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

const roundCount = Number(process.env.BENCH_ROUNDS ?? 2);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The rounds as one measurement: requests summed, rate averaged, latencies the median round's. */
function combined(rounds: HttpFigures[]): HttpFigures {
  return {
    requestsPerSecond: rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.length,
    latencyP50Ms: median(rounds.map((r) => r.latencyP50Ms)),
    latencyP99Ms: median(rounds.map((r) => r.latencyP99Ms)),
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

function goalCheck(list: HttpFigures, bare: HttpFigures) {
  const ratio = list.requestsPerSecond / bare.requestsPerSecond;
  return {
    ...listGoal,
    ratio,
    p99Ms: list.latencyP99Ms,
    ratioMet: ratio >= listGoal.minRatio,
    p99Met: list.latencyP99Ms < listGoal.maxP99Ms,
  };
}

/** One line for the console: the goal of issue 11 §4 and whether this run met it. */
export function goalLine(goal: ReturnType<typeof goalCheck>): string {
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return `list goal: ${goal.ratio.toFixed(3)}x the bare route (>= ${goal.minRatio}: ${met(goal.ratioMet)}), p99 ${goal.p99Ms} ms (< ${goal.maxP99Ms}: ${met(goal.p99Met)})`;
}

/** Runs the list part of `npm run bench`: `seconds` of load on each, in BENCH_ROUNDS alternating rounds. */
export async function benchList(seconds: number) {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const base = `http://127.0.0.1:${apiPort}`;
  const env = { PORT: String(apiPort), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${dbPath}`, LOG_LEVEL: 'warn', SEED_DEMO_SERIES: 'false' };
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
  const contentRange = check.headers.get('content-range');
  const bare = await startChild('tests/bench/bare-server.ts', { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/constant`);
  // A second of load on each first, so the rounds measure code the JIT has already compiled.
  await measureHttp(listUrl, headers, 1);
  await measureHttp(`http://127.0.0.1:${barePort}/constant`, {}, 1);
  // Rounds alternate the two, so a change in the machine's load falls on both alike.
  const rounds: { list: HttpFigures; bare: HttpFigures }[] = [];
  for (let round = 0; round < roundCount; round++) {
    rounds.push({
      list: await measureHttp(listUrl, headers, seconds / roundCount),
      bare: await measureHttp(`http://127.0.0.1:${barePort}/constant`, {}, seconds / roundCount),
    });
  }
  await bare.stop();
  await api.stop();
  const list = combined(rounds.map((r) => r.list));
  const constant = combined(rounds.map((r) => r.bare));

  const { db, changes, close } = createDatabase(`sqlite:${dbPath}`);
  const where = (eb: Parameters<Parameters<typeof listRecords>[2]>[0]) =>
    eb.and([eb(`${model.table}.id_elemento`, '=', unitId), eb(`${model.table}.active`, '=', 'S')]);
  const page = { sort: 'code', order: 'asc' as const, offset: 0, limit: 25 };
  const direct = await measureDb(() => listRecords(db, model, where, page), 2000);
  const counts = readCache<number>(changes, 'bench-counts');
  const directCached = await measureDb(() => listRecords(db, model, where, page, counts), 2000);
  // As the API runs it: the page query compiled once for this shape (scope = ?, active in (?)), the values bound.
  const shape = { key: 'bench-list', params: [unitId, 'S'] };
  const directShaped = await measureDb(() => listRecords(db, model, where, page, counts, shape), 2000);
  await close();

  return {
    list: { rows, page: 25, sort: 'code ASC', filter: 'active = S', scope: 'one unit, signed in as admin', seconds, rounds: roundCount, contentRange, ...list },
    bareFastify: constant,
    directQuery: { query: 'listRecords in process, same database: page and capped count', ...direct },
    directQueryCountCached: { query: 'the same, the count from its read cache as the API keeps it', ...directCached },
    directQueryCompiledOnce: { query: 'the same, the page query compiled once for its shape as the API does', ...directShaped },
    ratios: {
      listRpsOverBareRps: list.requestsPerSecond / constant.requestsPerSecond,
      listP50OverDirectP50: list.latencyP50Ms / direct.latencyP50Ms,
    },
    goal: goalCheck(list, constant),
  };
}
