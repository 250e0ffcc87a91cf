/**
 * Ingest benchmark: samples per second written through `POST MES/actions/writeValues` in batches of 1,000
 * (server in its own process, one batch after the other), on SQLite and on PostgreSQL, each beside a plain
 * insert of the same samples into the same kind of table: a better-sqlite3 prepared insert loop in one
 * transaction, and multi-row inserts of 1,000 rows in one transaction on PostgreSQL.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { withBenchPostgres } from './bench-postgres.js';
import { startChild } from './child-server.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, '.tmp/bench-series-ingest');
const batchSize = 1_000;
const batches = Number(process.env.BENCH_INGEST_BATCHES ?? 150);
const startMs = Date.UTC(2025, 0, 1);

interface Sample {
  ts: number;
  value: number;
}

const sampleAt = (i: number): Sample => ({ ts: startMs + i * 60_000, value: Math.round((50 + 20 * Math.sin(i / 200) + (i % 7) / 10) * 1000) / 1000 });

async function call(base: string, path: string, init: { token?: string; unit?: number; body: unknown }): Promise<any> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.unit) headers['id-element'] = String(init.unit);
  const response = await fetch(`${base}/plataforma/${path}`, { method: 'POST', headers, body: JSON.stringify(init.body) });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Starts the API on `databaseUrl`, creates one tag and times `batches` writes of 1,000 new samples. */
async function ingestThroughApi(databaseUrl: string, port: number) {
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DIST_DIR: join(work, 'no-dist') };
  const api = await startChild('src/server/main.ts', env, `${base}/plataforma/miscellaneous/signals/healthcheck`);
  try {
    const login = await call(base, 'CAC/actions/login', { body: { username: 'admin', password: 'Admin#Plant2026' } });
    const token: string = login.token;
    const unit: number = login.units[0].id_elemento;
    const tag = await call(base, 'MES/entities/MESTAG', {
      token, unit, body: { code: 'BENCH_INGEST', tag_type: 'higher_better', aggregation: 'AVERAGE', data_input: 'sensor', active: true },
    });
    const id = tag.data.id_tag as number;
    // Bodies are built before the clock starts: the figure is the server's, not the client's JSON work.
    const bodies = Array.from({ length: batches }, (_, b) => ({
      values: Array.from({ length: batchSize }, (_, i) => {
        const sample = sampleAt(b * batchSize + i);
        return { tag: id, ts: new Date(sample.ts).toISOString(), value: sample.value };
      }),
    }));
    await call(base, 'MES/actions/writeValues', { token, unit, body: { values: [{ tag: id, ts: new Date(startMs - 60_000).toISOString(), value: 1 }] } });
    const t0 = performance.now();
    for (const body of bodies) await call(base, 'MES/actions/writeValues', { token, unit, body });
    const seconds = (performance.now() - t0) / 1000;
    return { samples: batches * batchSize, batchSize, seconds, samplesPerSecond: (batches * batchSize) / seconds };
  } finally {
    await api.stop();
  }
}

function plainSqliteInsert(path: string) {
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table if not exists plain_value (id_tag integer not null, ts integer not null, value real not null, primary key (id_tag, ts)) without rowid');
  const insert = sqlite.prepare('insert into plain_value (id_tag, ts, value) values (?, ?, ?)');
  const total = batches * batchSize;
  const samples = Array.from({ length: total }, (_, i) => sampleAt(i));
  const t0 = performance.now();
  sqlite.transaction(() => {
    for (const sample of samples) insert.run(1, sample.ts, sample.value);
  })();
  const seconds = (performance.now() - t0) / 1000;
  sqlite.close();
  return { samples: total, seconds, samplesPerSecond: total / seconds, method: 'better-sqlite3 prepared insert loop, one transaction' };
}

async function plainPostgresInsert(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create table if not exists plain_value (id_tag integer not null, ts bigint not null, value double precision not null, primary key (id_tag, ts))');
    const total = batches * batchSize;
    const placeholders = Array.from({ length: batchSize }, (_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ');
    const statement = { name: 'plain_insert', text: `insert into plain_value (id_tag, ts, value) values ${placeholders}` };
    const t0 = performance.now();
    await client.query('begin');
    for (let b = 0; b < batches; b++) {
      const values: number[] = [];
      for (let i = 0; i < batchSize; i++) {
        const sample = sampleAt(b * batchSize + i);
        values.push(1, sample.ts, sample.value);
      }
      await client.query({ ...statement, values });
    }
    await client.query('commit');
    const seconds = (performance.now() - t0) / 1000;
    return { samples: total, seconds, samplesPerSecond: total / seconds, method: 'prepared multi-row insert of 1,000 rows, one transaction' };
  } finally {
    await client.end();
  }
}

async function sqliteFigures() {
  const api = await ingestThroughApi(`sqlite:${join(work, 'api.db')}`, 8293);
  const plain = plainSqliteInsert(join(work, 'plain.db'));
  return { api, plain, apiOverPlain: api.samplesPerSecond / plain.samplesPerSecond };
}

async function postgresFigures() {
  return withBenchPostgres(`plant_bench_ingest_${process.pid}`, async (url) => {
    const api = await ingestThroughApi(url, 8294);
    const plain = await plainPostgresInsert(url);
    return { api, plain, apiOverPlain: api.samplesPerSecond / plain.samplesPerSecond };
  });
}

/** Both dialects' figures; PostgreSQL is reported as skipped when it is not running. */
export async function benchSeriesIngest() {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    return {
      what: 'samples/s written through POST MES/actions/writeValues, batches of 1,000 one after the other, one tag, rollups kept current',
      sqlite: await sqliteFigures(),
      postgres: await postgresFigures(),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(JSON.stringify(await benchSeriesIngest(), null, 2));
}
