/**
 * Read benchmark of `GET MES/queries/series`: one tag with ten years of one-minute values (5.26 million
 * points), asked raw with points=1000 for the whole range, one year and one day, through HTTP against a
 * child API process; beside an in-process M4 scan (downsampleM4 over Float64Arrays) of the same points.
 * The loaded database is cached under .tmp/ (SQLite file, PostgreSQL database) keyed by DATASET_VERSION.
 * `BENCH_SERIES_PG=0` skips PostgreSQL. Figures only: nothing passes or fails on time.
 */
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { entities } from '../../src/generated/entities.js';
import { downsampleM4 } from '../../src/domain/series/downsample-m4.js';
import { createDatabase, type Dialect } from '../../src/server/db/create-database.js';
import { rebuildRollups } from '../../src/server/modules/series/rollup-rebuild.js';
import { startChild } from './child-server.js';

/** Change it when the data or the tables change: a new cache is built. */
const DATASET_VERSION = 'v1';
const root = resolve(import.meta.dirname, '../..');
const MINUTE = 60_000;
const START = Date.UTC(2016, 0, 1);
const END = Date.UTC(2026, 0, 1);
const POINT_COUNT = (END - START) / MINUTE;
const TAG_CODE = 'BENCH_SERIES_READ';
const POINTS = 1000;
const RUNS = 30;
const WARMUP = 3;
const port = 8295;
const pgAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ranges = {
  tenYears: { from: '2016-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
  oneYear: { from: '2025-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
  oneDay: { from: '2025-06-15T00:00:00Z', to: '2025-06-16T00:00:00Z' },
  /** No values at all: the fixed cost of a request (sign-in check, unit, permissions, tag lookup). */
  emptyHour: { from: '2030-01-01T00:00:00Z', to: '2030-01-01T01:00:00Z' },
} as const;
type RangeName = keyof typeof ranges;

/** A deterministic plant-like signal: daily and yearly waves, noise and rare spikes (so extremes matter). */
function valueAt(i: number): number {
  const t = i / 1440;
  const noise = Math.sin(i * 12.9898) * 43758.5453;
  const spike = i % 100_003 === 0 ? 40 : i % 77_777 === 0 ? -40 : 0;
  return 50 + 20 * Math.sin(2 * Math.PI * t) + 10 * Math.sin((2 * Math.PI * t) / 365.25) + 2 * (noise - Math.floor(noise)) + spike;
}

interface Figures {
  p50Ms: number;
  p95Ms: number;
}

function percentiles(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50Ms: Number(at(50).toFixed(3)), p95Ms: Number(at(95).toFixed(3)) };
}

async function timed(run: () => unknown | Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  return percentiles(samples);
}

// ---- the dataset -------------------------------------------------------------------------------------

async function pgAdmin(text: string): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function databaseUrl(dialect: Dialect): Promise<string> {
  if (dialect === 'sqlite') return `sqlite:${join(root, '.tmp/bench-series', `series-read-${DATASET_VERSION}.db`)}`;
  const name = `plant_bench_series_${DATASET_VERSION}`;
  const found = await pgAdmin(`select 1 from pg_database where datname = '${name}'`);
  if (found.rows.length === 0) await pgAdmin(`create database "${name}"`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Session {
  base: string;
  headers: Record<string, string>;
}

async function signIn(base: string): Promise<Session> {
  const answer = await fetch(`${base}/plataforma/CAC/actions/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin#Plant2026' }),
  }).then((r) => r.json());
  return { base, headers: { authorization: `Bearer ${answer.token}`, 'id-element': String(answer.units[0].id_elemento) } };
}

/** The bench tag's body, limited to the fields the tag schema has today. */
function tagBody(): Record<string, unknown> {
  const wanted: Record<string, unknown> = { code: TAG_CODE, description: 'Read benchmark', active: true, aggregation: 'AVERAGE', data_input: 'sensor', tag_type: 'higher_better' };
  const names = new Set(entities.tags.fields.filter((field) => !field.readOnly).map((field) => field.name));
  return Object.fromEntries(Object.entries(wanted).filter(([name]) => names.has(name)));
}

async function findOrCreateTag(session: Session): Promise<number> {
  const api = `${session.base}/plataforma/MES/entities/MESTAG`;
  const filter = encodeURIComponent(JSON.stringify({ code: TAG_CODE }));
  const list = await fetch(`${api}?filter=${filter}`, { headers: session.headers }).then((r) => r.json());
  const existing = (list.data as { id_tag: number; code: string }[]).find((tag) => tag.code === TAG_CODE);
  if (existing) return existing.id_tag;
  const created = await fetch(api, { method: 'POST', headers: { ...session.headers, 'content-type': 'application/json' }, body: JSON.stringify(tagBody()) });
  if (!created.ok) throw new Error(`creating the bench tag answered ${created.status}: ${await created.text()}`);
  return (await created.json()).data.id_tag;
}

async function isLoaded(url: string, idTag: number): Promise<boolean> {
  const { db, close } = createDatabase(url);
  try {
    const count = async (table: string, level?: string) => {
      let query = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('id_tag', '=', idTag);
      if (level) query = query.where('level', '=', level);
      return Number((await query.executeTakeFirst())?.n ?? 0);
    };
    return (await count('tag_value')) === POINT_COUNT && (await count('tag_rollup', 'D')) > 3600 && (await count('tag_rollup', 'H')) > 87_000;
  } finally {
    await close();
  }
}

async function bulkLoadSqlite(url: string, idTag: number): Promise<void> {
  const sqlite = new BetterSqlite3(url.slice('sqlite:'.length));
  sqlite.pragma('journal_mode = WAL');
  sqlite.prepare('delete from tag_value where id_tag = ?').run(idTag);
  const rowsPerStatement = 300;
  const many = sqlite.prepare(`insert into tag_value (id_tag, ts, value) values ${Array(rowsPerStatement).fill('(?, ?, ?)').join(', ')}`);
  const one = sqlite.prepare('insert into tag_value (id_tag, ts, value) values (?, ?, ?)');
  sqlite.transaction(() => {
    const args: number[] = [];
    let i = 0;
    for (; i + rowsPerStatement <= POINT_COUNT; i += rowsPerStatement) {
      args.length = 0;
      for (let k = i; k < i + rowsPerStatement; k++) args.push(idTag, START + k * MINUTE, valueAt(k));
      many.run(...args);
    }
    for (; i < POINT_COUNT; i++) one.run(idTag, START + i * MINUTE, valueAt(i));
  })();
  sqlite.close();
}

async function bulkLoadPostgres(url: string, idTag: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('delete from tag_value where id_tag = $1', [idTag]);
    const chunk = 200_000;
    for (let i = 0; i < POINT_COUNT; i += chunk) {
      const n = Math.min(chunk, POINT_COUNT - i);
      const times = Array.from({ length: n }, (_, k) => START + (i + k) * MINUTE);
      const values = Array.from({ length: n }, (_, k) => valueAt(i + k));
      await client.query('insert into tag_value (id_tag, ts, value) select $1, unnest($2::bigint[]), unnest($3::float8[])', [idTag, times, values]);
    }
    await client.query('commit');
    // Fresh statistics, or the planner may scan the whole table for each page the rollup rebuild reads.
    await client.query('vacuum analyze tag_value');
  } finally {
    await client.end();
  }
}

/** The API database with the bench tag and its ten years of values and rollups; built once per version. */
const secondsSince = (t0: number) => Number(((performance.now() - t0) / 1000).toFixed(1));

interface Prepared {
  url: string;
  idTag: number;
  setup: { cachedDataset: boolean; totalSeconds: number; loadSeconds?: number; rollupRebuildSeconds?: number };
}

async function prepare(dialect: Dialect): Promise<Prepared> {
  const t0 = performance.now();
  const url = await databaseUrl(dialect);
  const child = await startApi(url);
  const idTag = await findOrCreateTag(await signIn(child.base)).finally(() => child.stop());
  if (await isLoaded(url, idTag)) return { url, idTag, setup: { cachedDataset: true, totalSeconds: secondsSince(t0) } };
  const t1 = performance.now();
  if (dialect === 'sqlite') await bulkLoadSqlite(url, idTag);
  else await bulkLoadPostgres(url, idTag);
  const loadSeconds = secondsSince(t1);
  const t2 = performance.now();
  const { db, close } = createDatabase(url);
  await rebuildRollups(db, dialect, idTag, START, END).finally(close);
  return { url, idTag, setup: { cachedDataset: false, totalSeconds: secondsSince(t0), loadSeconds, rollupRebuildSeconds: secondsSince(t2) } };
}

async function startApi(url: string): Promise<{ base: string; stop(): Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, LOG_LEVEL: 'warn' };
  const child = await startChild('src/server/main.ts', env, `${base}/plataforma/miscellaneous/signals/healthcheck`);
  return { base, stop: () => child.stop() };
}

// ---- the measurements --------------------------------------------------------------------------------

interface InMemory {
  times: Float64Array;
  values: Float64Array;
}

function inMemorySeries(): InMemory {
  const times = new Float64Array(POINT_COUNT);
  const values = new Float64Array(POINT_COUNT);
  for (let i = 0; i < POINT_COUNT; i++) {
    times[i] = START + i * MINUTE;
    values[i] = valueAt(i);
  }
  return { times, values };
}

function lowerBound(times: Float64Array, bound: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** M4 over the range's points already in memory: the floor a database-backed answer is compared with. */
function baselineScan(memory: InMemory, from: number, to: number) {
  const lo = lowerBound(memory.times, from);
  const hi = lowerBound(memory.times, to);
  return downsampleM4(memory.times.subarray(lo, hi), memory.values.subarray(lo, hi), from, to, POINTS);
}

interface RangeFigures {
  http: Figures;
  baseline: Figures;
  p50Ratio: number;
  rawPoints: number;
  returnedPoints: number;
  downsampled: boolean;
  rangeMinMaxPresent: boolean;
}

async function measureRange(session: Session, idTag: number, memory: InMemory, name: RangeName): Promise<RangeFigures> {
  const { from, to } = ranges[name];
  const url = `${session.base}/plataforma/MES/queries/series?${new URLSearchParams({ tags: String(idTag), from, to, level: 'raw', points: String(POINTS) })}`;
  const fetchSeries = async () => {
    const response = await fetch(url, { headers: session.headers });
    if (!response.ok) throw new Error(`series ${name} answered ${response.status}: ${await response.text()}`);
    return (await response.json()).data[0];
  };
  const answer = await fetchSeries();
  const http = await timed(fetchSeries);
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  const baseline = await timed(() => baselineScan(memory, fromMs, toMs));
  const lo = lowerBound(memory.times, fromMs);
  const hi = lowerBound(memory.times, toMs);
  let min = Infinity;
  let max = -Infinity;
  for (const value of memory.values.subarray(lo, hi)) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const values = new Set((answer.points as { v: number }[]).map((point) => point.v));
  return {
    http,
    baseline,
    p50Ratio: Number((http.p50Ms / baseline.p50Ms).toFixed(2)),
    rawPoints: answer.total,
    returnedPoints: answer.points.length,
    downsampled: answer.downsampled,
    rangeMinMaxPresent: hi === lo || (values.has(min) && values.has(max)),
  };
}

async function benchDialect(dialect: Dialect, memory: InMemory) {
  const { url, idTag, setup } = await prepare(dialect);
  const api = await startApi(url);
  try {
    const session = await signIn(api.base);
    const figures: Partial<Record<RangeName, RangeFigures>> = {};
    for (const name of Object.keys(ranges) as RangeName[]) figures[name] = await measureRange(session, idTag, memory, name);
    return { setup, ...figures };
  } finally {
    await api.stop();
  }
}

/** Runs the read benchmark on SQLite (and PostgreSQL unless BENCH_SERIES_PG=0) and returns its figures. */
export async function benchSeriesRead(): Promise<Record<string, unknown>> {
  const memory = inMemorySeries();
  const results: Record<string, unknown> = {
    points: POINT_COUNT,
    period: `${ranges.tenYears.from} .. ${ranges.tenYears.to}, one value a minute`,
    request: `GET MES/queries/series level=raw points=${POINTS}, ${RUNS} sequential requests after ${WARMUP} warm-ups`,
    baseline: 'in-process downsampleM4 over the range points held in Float64Arrays',
    ratio: 'http p50 / baseline p50',
    sqlite: await benchDialect('sqlite', memory),
  };
  if (process.env.BENCH_SERIES_PG !== '0') results.postgres = await benchDialect('postgres', memory);
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  benchSeriesRead()
    .then((results) => console.log(JSON.stringify(results, null, 2)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
