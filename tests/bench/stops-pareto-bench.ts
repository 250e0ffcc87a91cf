/**
 * Stop pareto benchmark, in process on a fresh SQLite database: 100,000 stops of one frame over a year, 30
 * motives in 5 groups (some stops without a motive, some annulled), the pareto route's query and ranking
 * (`sumStopsBy` + `paretoAnswer`, by motive and by group, over the whole year) beside the baseline of a plain
 * `SELECT id_motive, SUM(end_ms - start_ms), COUNT(*) FROM equipment_stop GROUP BY id_motive` of the same rows.
 * Medians of several runs. Figures only: nothing passes or fails on time.
 * Alone: `npx tsx tests/bench/stops-pareto-bench.ts`.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { seededRandom } from '../../src/domain/random/seeded-random.js';
import type { ParetoDimension } from '../../src/domain/equipment-stops/stop-model.js';
import { tables } from '../../src/generated/tables.js';
import { createDatabase, type Database } from '../../src/server/db/create-database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { sumStopsBy } from '../../src/server/modules/equipment-stops/pareto-repository.js';
import { paretoAnswer } from '../../src/server/modules/equipment-stops/pareto-rows.js';
import { oeeSeries } from '../../src/server/modules/equipment-stops/oee-series.js';
import { benchUnit } from './bench-unit.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, '.tmp/bench-stops-pareto');
const MINUTE = 60_000;
const START = Date.UTC(2025, 0, 1);
const END = Date.UTC(2026, 0, 1);
const STOPS = 100_000;
const GROUPS = 5;
const MOTIVES_PER_GROUP = 6;
const RUNS = 9;

interface Fixture {
  idElemento: number;
  idFrame: number;
  motives: number[];
}

/** A client, plant, unit, manual frame, 5 motive groups of 6 motives each, written through the entity service. */
async function benchFixture(database: Database): Promise<Fixture> {
  const { idElemento, create } = await benchUnit(database);
  const frame = await create('frames', { code: 'BENCH', description: 'Bench frame', insertion: 'manual' });
  const categories = ['availability', 'availability', 'planned', 'performance', 'quality'];
  const motives: number[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const group = await create('motive-groups', { code: `G${g}`, description: `Group ${g}`, color: '#336699' });
    for (let m = 0; m < MOTIVES_PER_GROUP; m++) {
      const motive = await create('motives', {
        code: `G${g}M${m}`,
        description: `Motive ${g}.${m}`,
        id_motive_group: group.id_motive_group,
        loss_category: categories[g],
        color: '#993366',
      });
      motives.push(motive.id_motive as number);
    }
  }
  return { idElemento, idFrame: frame.id_frame as number, motives };
}

/** 100,000 stops spread over the year, 1 to 4 min each; 3 % without motive, 2 % annulled; motives skewed (a pareto). */
async function loadStops(database: Database, fixture: Fixture): Promise<void> {
  const random = seededRandom(2025);
  const spacing = (END - START) / STOPS;
  const now = Date.now();
  const chunk = 1_000;
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < STOPS; i += chunk) {
      const rows = Array.from({ length: Math.min(chunk, STOPS - i) }, (_, k) => {
        const start = Math.round(START + (i + k) * spacing);
        const draw = random.next();
        const skewed = Math.floor(fixture.motives.length * random.next() ** 2);
        return {
          id_elemento: fixture.idElemento,
          id_frame: fixture.idFrame,
          start_ms: start,
          end_ms: start + random.int(1, 4) * MINUTE,
          status: draw < 0.02 ? 'annulled' : 'finished',
          origin: 'automatic',
          id_motive: draw > 0.97 ? null : fixture.motives[skewed]!,
          consistency: 'notApproved',
          reproved: 0,
          version: 1,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto('equipment_stop').values(rows).execute();
    }
  });
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const ms = (value: number) => Number(value.toFixed(3));

async function medianMs(run: () => Promise<unknown>): Promise<{ medianMs: number; runsMs: number[] }> {
  await run(); // warm-up: the statement is prepared and the pages are in the cache
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    runs.push(performance.now() - t0);
  }
  return { medianMs: ms(median(runs)), runsMs: runs.map(ms) };
}

/** The pareto of the stops of one frame over the year against the plain GROUP BY of the same table. */
export async function benchPareto() {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const database = createDatabase(`sqlite:${join(work, 'plant.db')}`);
  try {
    await migrate(database, tables);
    const fixture = await benchFixture(database);
    await loadStops(database, fixture);
    const baseline = await medianMs(() =>
      sql`SELECT id_motive, SUM(end_ms - start_ms), COUNT(*) FROM equipment_stop GROUP BY id_motive`.execute(database.db),
    );
    const filter = { idElemento: fixture.idElemento, idFrame: fixture.idFrame, from: START, to: END, openEnd: END };
    const pareto = async (by: ParetoDimension) => paretoAnswer(await sumStopsBy(database.db, database.dialect, filter, by));
    const byMotive = await medianMs(() => pareto('motive'));
    const byGroup = await medianMs(() => pareto('group'));
    const answer = await pareto('motive');
    // Not the pareto: the OEE series of the same stops per hour over the year (8,760 buckets), for scale.
    const oeeHours = await medianMs(() => oeeSeries(database.db, { idElemento: fixture.idElemento, idFrame: fixture.idFrame, from: START, to: END, level: 'hour', now: END }));
    return {
      name: 'stopsPareto',
      what: 'GET EM/queries/pareto query + ranking over one frame and a year (clipped durations, annulled left out, motives and groups joined); ratio = pareto / plain GROUP BY id_motive of the same table',
      database: 'sqlite (better-sqlite3, WAL)',
      stops: STOPS,
      motives: fixture.motives.length,
      groups: GROUPS,
      countedStops: answer.totalCount,
      paretoRows: answer.rows.length,
      baselinePlainGroupByMs: baseline.medianMs,
      paretoByMotiveMs: byMotive.medianMs,
      paretoByGroupMs: byGroup.medianMs,
      ratioByMotive: Number((byMotive.medianMs / baseline.medianMs).toFixed(2)),
      ratioByGroup: Number((byGroup.medianMs / baseline.medianMs).toFixed(2)),
      oeeSeriesYearOfHoursMs: oeeHours.medianMs,
      runs: { baseline: baseline.runsMs, byMotive: byMotive.runsMs, byGroup: byGroup.runsMs },
    };
  } finally {
    await database.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(JSON.stringify(await benchPareto(), null, 2));
}
