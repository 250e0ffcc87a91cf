/**
 * Stop detection benchmark, in process on both dialects: one frame's detection over a year of one-minute
 * state values (525,600 samples), first run (every stop inserted with its history row) and again (the
 * same stops, nothing written), beside the baseline of a plain `SELECT ts, value FROM tag_value` of the
 * same rows. Figures only: nothing passes or fails on time. Alone: `npx tsx tests/bench/stops-detection-bench.ts`.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { tables } from '../../src/generated/tables.js';
import { createDatabase, type Database } from '../../src/server/db/create-database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { writeValueRows } from '../../src/server/modules/series/write-value-rows.js';
import { detectFrameStops } from '../../src/server/modules/equipment-stops/detect-frame-stops.js';
import { findDetectionFrame } from '../../src/server/modules/equipment-stops/detection-repository.js';
import { seededRandom } from '../../src/domain/random/seeded-random.js';
import { withBenchPostgres } from './bench-postgres.js';
import { benchUnit } from './bench-unit.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, '.tmp/bench-stops-detection');
const MINUTE = 60_000;
const START = Date.UTC(2025, 0, 1);
const END = Date.UTC(2026, 0, 1);
const SAMPLES = (END - START) / MINUTE;
const RUNS = 3;

const seconds = (t0: number) => Number(((performance.now() - t0) / 1000).toFixed(3));

/** A filler's year, one value a minute: runs of 20 min to 4 h, stops of 1 to 90 min (1 running, 0 stopped). */
function stateYear(): Uint8Array {
  const random = seededRandom(2025);
  const states = new Uint8Array(SAMPLES);
  for (let i = 0; i < SAMPLES; ) {
    const run = random.int(20, 240);
    states.fill(1, i, Math.min(SAMPLES, i + run));
    i += run;
    const stop = random.next() < 0.4 ? random.int(1, 2) : random.int(3, 90);
    i += stop; // already 0
  }
  return states;
}

/** A client, plant, unit, state tag and automatic frame (defaults: 120 s, 60 s) written through the entity service. */
async function benchFrame(database: Database): Promise<{ idTag: number; idFrame: number }> {
  const { create } = await benchUnit(database);
  const tag = await create('tags', { code: 'BENCH_STATE', tag_type: 'higher_better', aggregation: 'AVERAGE', data_input: 'automation', active: true });
  const frame = await create('frames', { code: 'BENCH', description: 'Bench frame', insertion: 'automatic', id_tag_state: tag.id_tag });
  return { idTag: tag.id_tag as number, idFrame: frame.id_frame as number };
}

async function loadYear(database: Database, idTag: number, states: Uint8Array): Promise<void> {
  const chunk = 50_000;
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < SAMPLES; i += chunk) {
      const rows = Array.from({ length: Math.min(chunk, SAMPLES - i) }, (_, k) => ({ id_tag: idTag, ts: START + (i + k) * MINUTE, value: states[i + k]! }));
      await writeValueRows(trx, database.dialect, rows, 'insert');
    }
  });
}

/** The baseline: the same rows read by one plain query, nothing else done with them. */
async function plainSelect(database: Database, idTag: number): Promise<number> {
  const { rows } = await sql<{ ts: number; value: number }>`SELECT ts, value FROM tag_value WHERE id_tag = ${idTag} AND ts >= ${START} AND ts < ${END}`.execute(database.db);
  return rows.length;
}

async function figures(url: string) {
  const database = createDatabase(url);
  try {
    await migrate(database, tables);
    const { idTag, idFrame } = await benchFrame(database);
    await loadYear(database, idTag, stateYear());
    if (database.dialect === 'postgres') await sql`analyze tag_value`.execute(database.db);
    const baselines: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      rows = await plainSelect(database, idTag);
      baselines.push(seconds(t0));
    }
    const frame = (await findDetectionFrame(database.db, idFrame))!;
    const detect = async () => {
      const t0 = performance.now();
      const outcome = await detectFrameStops(database, frame, { from: START, to: END }, { action: 'detected', now: END, saveState: false });
      return { seconds: seconds(t0), outcome };
    };
    const first = await detect();
    const again: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const rerun = await detect();
      if (rerun.outcome.added + rerun.outcome.updated + rerun.outcome.removed > 0) throw new Error('detection is not idempotent');
      again.push(rerun.seconds);
    }
    const baselineSeconds = Math.min(...baselines);
    const detectionSeconds = Math.min(...again);
    return {
      samples: rows,
      stops: first.outcome.added,
      baselinePlainSelectSeconds: baselineSeconds,
      firstRunSeconds: first.seconds,
      firstRunRatio: Number((first.seconds / baselineSeconds).toFixed(2)),
      detectionSeconds,
      ratio: Number((detectionSeconds / baselineSeconds).toFixed(2)),
      runs: { baseline: baselines, detection: again },
    };
  } finally {
    await database.close();
  }
}

export async function benchDetection() {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    return {
      name: 'stopsDetection',
      what: 'one automatic frame, one year of one-minute state values; detection = read, condition, detectStops, reconcile (first run inserts every stop and its history row; then again, nothing to write); ratio = detection / plain SELECT of the same rows',
      sqlite: await figures(`sqlite:${join(work, 'detection.db')}`),
      postgres: await withBenchPostgres(`plant_bench_detection_${process.pid}`, figures),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(JSON.stringify(await benchDetection(), null, 2));
}
