/**
 * Consolidation benchmark, in process on both dialects: rebuildRollups of one year of one-minute values
 * (525,600 samples) into all five levels, beside reading the same raw rows; and storeValues of one late
 * value into that year (new timestamp: merged into its buckets; overwritten timestamp: its buckets
 * recomputed), beside a plain one-row insert in its own transaction. The period has a time zone with
 * DST, a 06:00 day start and a day offset. Figures only: nothing passes or fails on time.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { tables } from '../../src/generated/tables.js';
import { createDatabase, type Database } from '../../src/server/db/create-database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { rebuildRollups } from '../../src/server/modules/series/rollup-rebuild.js';
import { TAG_VALUE_TABLE } from '../../src/server/modules/series/tables.js';
import { writeValueRows } from '../../src/server/modules/series/write-value-rows.js';
import { storeValues } from '../../src/server/modules/series/write-values.js';
import { withBenchPostgres } from './bench-postgres.js';
import { benchUnit } from './bench-unit.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, '.tmp/bench-series-consolidation');
const MINUTE = 60_000;
const START = Date.UTC(2025, 0, 1);
const END = Date.UTC(2026, 0, 1);
const SAMPLES = (END - START) / MINUTE;
const LATE_RUNS = 25;

const valueAt = (i: number) => 50 + 20 * Math.sin((2 * Math.PI * i) / 1440) + ((i * 7919) % 1000) / 500;
const seconds = (t0: number) => Number(((performance.now() - t0) / 1000).toFixed(3));

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(3));
}

async function timedRuns(runs: number, run: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run(i);
    samples.push(performance.now() - t0);
  }
  return { p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), runs };
}

/** A client, plant, unit, period and tag written through the entity service, as the API would. */
async function benchTag(database: Database): Promise<number> {
  const { create } = await benchUnit(database);
  await create('periods', { timezone: 'Europe/Madrid', per_d_ini: '06:00', day_offset: 1, per_s_tp: 1 });
  const tag = await create('tags', { code: 'BENCH_CONSOLIDATION', tag_type: 'higher_better', aggregation: 'AVERAGE', data_input: 'sensor', active: true });
  return tag.id_tag as number;
}

async function loadYear(database: Database, idTag: number): Promise<void> {
  const chunk = 50_000;
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < SAMPLES; i += chunk) {
      const rows = Array.from({ length: Math.min(chunk, SAMPLES - i) }, (_, k) => ({ id_tag: idTag, ts: START + (i + k) * MINUTE, value: valueAt(i + k) }));
      await writeValueRows(trx, database.dialect, rows, 'insert');
    }
  });
}

/** The baseline of a rebuild: reading the same rows, in the same pages, without consolidating them. */
async function readYear(database: Database, idTag: number): Promise<number> {
  let after = START - 1;
  let count = 0;
  for (;;) {
    const page = await database.db.selectFrom(TAG_VALUE_TABLE).select(['ts', 'value']).where('id_tag', '=', idTag)
      .where('ts', '>', after).where('ts', '<', END).orderBy('ts').limit(50_000).execute();
    count += page.length;
    if (page.length < 50_000) return count;
    after = Number(page.at(-1)!.ts);
  }
}

async function figures(url: string) {
  const database = createDatabase(url);
  try {
    await migrate(database, tables);
    const idTag = await benchTag(database);
    let t0 = performance.now();
    await loadYear(database, idTag);
    const rawLoadSeconds = seconds(t0);
    // Fresh statistics, as autovacuum would give a real plant's table.
    if (database.dialect === 'postgres') await sql`analyze tag_value`.execute(database.db);
    t0 = performance.now();
    const rows = await readYear(database, idTag);
    const readRawSeconds = seconds(t0);
    const rebuilds: number[] = [];
    for (let run = 0; run < 2; run++) {
      t0 = performance.now();
      await rebuildRollups(database.db, database.dialect, idTag, START, END);
      rebuilds.push(seconds(t0));
    }
    const rebuildSeconds = Math.min(...rebuilds);
    const late = (i: number) => START + ((i * 7_919) % (SAMPLES - 1)) * MINUTE;
    const lateNew = await timedRuns(LATE_RUNS, (i) => storeValues(database.db, database.dialect, [{ id_tag: idTag, ts: late(i) + 30_000, value: 1 }]));
    const lateOverwrite = await timedRuns(LATE_RUNS, (i) => storeValues(database.db, database.dialect, [{ id_tag: idTag, ts: late(i + 1000), value: 2 }]));
    const plainInsert = await timedRuns(LATE_RUNS, (i) =>
      database.db.transaction().execute((trx) => writeValueRows(trx, database.dialect, [{ id_tag: idTag + 1_000_000, ts: late(i), value: 1 }], 'insert')));
    return {
      samples: rows,
      rawLoadSeconds,
      rebuildYearAllLevels: { seconds: rebuildSeconds, runs: rebuilds, baselineReadRawSeconds: readRawSeconds, ratioOverRead: rebuildSeconds / readRawSeconds },
      lateValueNewTimestamp: { ...lateNew, baselinePlainInsertP50Ms: plainInsert.p50Ms, ratioP50: lateNew.p50Ms / plainInsert.p50Ms },
      lateValueOverwrite: { ...lateOverwrite, baselinePlainInsertP50Ms: plainInsert.p50Ms, ratioP50: lateOverwrite.p50Ms / plainInsert.p50Ms },
    };
  } finally {
    await database.close();
  }
}

export async function benchSeriesConsolidation() {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    return {
      what: 'one tag, one year of one-minute values; period Europe/Madrid, day start 06:00, day offset 1, four shifts',
      sqlite: await figures(`sqlite:${join(work, 'consolidation.db')}`),
      postgres: await withBenchPostgres(`plant_bench_consolidation_${process.pid}`, figures),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(JSON.stringify(await benchSeriesConsolidation(), null, 2));
}
