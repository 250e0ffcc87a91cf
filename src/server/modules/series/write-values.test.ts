import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregate, bucketOf, DEFAULT_SHIFTS, LEVELS, type AggregationKind, type Level, type PeriodInput } from '../../../domain/consolidation/index.js';
import { tables } from '../../../generated/tables.js';
import { createDatabase, type Database } from '../../db/create-database.js';
import { migrate } from '../../db/migrate.js';
import { rebuildRollups } from './rollup-rebuild.js';
import { partialFromRow, rollupValue } from './rollup-partial.js';
import { storeValues } from './write-values.js';

const HOUR = 3_600_000;
const start = Date.parse('2026-03-27T00:00:00Z');
const madrid: PeriodInput = { timezone: 'Europe/Madrid', per_d_ini: '06:00', day_offset: 1, per_s_tp: 1 };

let database: Database;
let plant = 0;

async function tagWithPeriod(code: string, period: PeriodInput, flags: Record<string, number> = {}): Promise<number> {
  const { db } = database;
  const client = await db
    .insertInto('cliente')
    .values({ cli_descri: `c-${code}` })
    .returning('cli_codigo')
    .executeTakeFirstOrThrow();
  plant = Number(
    (
      await db
        .insertInto('planta')
        .values({ cli_codigo: client.cli_codigo, plt_descri: `p-${code}` })
        .returning('plt_codigo')
        .executeTakeFirstOrThrow()
    ).plt_codigo,
  );
  const unit = await db
    .insertInto('elemento')
    .values({ cli_codigo: client.cli_codigo, plt_codigo: plant, ele_descri: `u-${code}` })
    .returning('id_elemento')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('periodo')
    .values({
      id_elemento: unit.id_elemento,
      timezone: period.timezone ?? 'UTC',
      day_offset: period.day_offset ?? 0,
      per_d_ini: period.per_d_ini ?? '00:00',
      per_s_tp: period.per_s_tp ?? 0,
      shifts: JSON.stringify(period.shifts ?? DEFAULT_SHIFTS),
    })
    .execute();
  const tag = await db
    .insertInto('tags')
    .values({ plt_codigo: plant, code, active: 1, tag_type: 'higher_better', aggregation: 'AVERAGE', data_input: 'sensor', ...flags })
    .returning('id_tag')
    .executeTakeFirstOrThrow();
  return Number(tag.id_tag);
}

async function rawSamples(id: number) {
  const rows = await database.db.selectFrom('tag_value').select(['ts', 'value']).where('id_tag', '=', id).execute();
  return rows.map((row) => ({ t: Number(row.ts), v: Number(row.value) }));
}

/** Every stored rollup equals aggregate() of the raw rows of its bucket, and every raw row has its buckets. */
async function expectRollupsMatchRaw(id: number, period: PeriodInput, levels: readonly Level[] = LEVELS): Promise<void> {
  const raw = await rawSamples(id);
  for (const level of levels) {
    const expected = new Map<number, { t: number; v: number }[]>();
    for (const s of raw) {
      const bucket = bucketOf(level, s.t, period);
      if (bucket) expected.set(bucket.start, [...(expected.get(bucket.start) ?? []), s]);
    }
    const rows = await database.db.selectFrom('tag_rollup').selectAll().where('id_tag', '=', id).where('level', '=', level).execute();
    expect(rows.map((row) => Number(row.bucket_start)).sort()).toEqual([...expected.keys()].sort());
    for (const row of rows) {
      const samples = expected.get(Number(row.bucket_start))!;
      const partial = partialFromRow(row);
      expect(partial.count).toBe(samples.length);
      for (const kind of ['AVERAGE', 'SUM', 'DIFF'] as AggregationKind[]) {
        expect(rollupValue(kind, partial)).toBeCloseTo(aggregate(kind, samples)!, 9);
      }
      expect(partial.min_v).toBe(Math.min(...samples.map((s) => s.v)));
      expect(partial.max_v).toBe(Math.max(...samples.map((s) => s.v)));
    }
  }
}

beforeAll(async () => {
  database = createDatabase('sqlite::memory:');
  await migrate(database, tables);
});
afterAll(() => database.close());

describe('storeValues (SQLite in memory)', () => {
  it('keeps all five levels equal to a brute-force consolidation across a DST change, late values and overwrites', async () => {
    const id = await tagWithPeriod('dst', madrid);
    const samples = Array.from({ length: 24 * 6 }, (_, i) => ({ id_tag: id, ts: start + i * HOUR, value: Math.sin(i / 5) * 10 + i }));
    const evens = samples.filter((_, i) => i % 2 === 0);
    const odds = samples.filter((_, i) => i % 2 === 1).reverse();
    expect(await storeValues(database.db, 'sqlite', evens)).toBe(evens.length);
    await expectRollupsMatchRaw(id, madrid);
    expect(await storeValues(database.db, 'sqlite', odds)).toBe(odds.length);
    await expectRollupsMatchRaw(id, madrid);
    const overwrite = [samples[3]!, samples[40]!, samples[41]!].map((s) => ({ ...s, value: -1000 - s.value }));
    await storeValues(database.db, 'sqlite', [...overwrite, { id_tag: id, ts: start + 0.5 * HOUR, value: 5 }]);
    await expectRollupsMatchRaw(id, madrid);
    expect((await rawSamples(id)).length).toBe(samples.length + 1);
  });

  it('keeps the last value of a timestamp sent twice in one batch and refuses non-finite input', async () => {
    const id = await tagWithPeriod('twice', {});
    expect(
      await storeValues(database.db, 'sqlite', [
        { id_tag: id, ts: start, value: 1 },
        { id_tag: id, ts: start, value: 2 },
      ]),
    ).toBe(1);
    expect(await rawSamples(id)).toEqual([{ t: start, v: 2 }]);
    await expect(storeValues(database.db, 'sqlite', [{ id_tag: id, ts: start, value: Number.NaN }])).rejects.toThrow(RangeError);
    await expectRollupsMatchRaw(id, {});
  });

  it('rebuildRollups gives the same rows as the writes', async () => {
    const id = await tagWithPeriod('rebuild', madrid);
    const samples = Array.from({ length: 500 }, (_, i) => ({ id_tag: id, ts: start + i * 7 * 60_000, value: (i * 37) % 101 }));
    await storeValues(database.db, 'sqlite', samples);
    const before = await database.db.selectFrom('tag_rollup').selectAll().where('id_tag', '=', id).orderBy('level').orderBy('bucket_start').execute();
    await rebuildRollups(database.db, 'sqlite', id, start + 10 * HOUR, start + 20 * HOUR);
    const after = await database.db.selectFrom('tag_rollup').selectAll().where('id_tag', '=', id).orderBy('level').orderBy('bucket_start').execute();
    expect(after.map(partialFromRow).map((p) => p.count)).toEqual(before.map(partialFromRow).map((p) => p.count));
    await expectRollupsMatchRaw(id, madrid);
  });

  it('keeps only hours and days for a tag that turns shift, week and month consolidation off', async () => {
    const id = await tagWithPeriod('flags', {}, { consolidate_shift: 0, consolidate_week: 0, consolidate_month: 0 });
    await storeValues(database.db, 'sqlite', [
      { id_tag: id, ts: start, value: 1 },
      { id_tag: id, ts: start + 2 * HOUR, value: 3 },
    ]);
    const levels = await database.db.selectFrom('tag_rollup').select('level').distinct().where('id_tag', '=', id).execute();
    expect(levels.map((row) => row.level).sort()).toEqual(['D', 'H']);
    await expectRollupsMatchRaw(id, {}, ['H', 'D']);
  });

  it('finds overwritten timestamps in a large batch that overlaps the stored ones', async () => {
    const id = await tagWithPeriod('large', madrid);
    const at = (i: number) => start + i * 60_000;
    await storeValues(
      database.db,
      'sqlite',
      Array.from({ length: 400 }, (_, i) => ({ id_tag: id, ts: at(i * 2), value: i })),
    );
    expect(
      await storeValues(
        database.db,
        'sqlite',
        Array.from({ length: 600 }, (_, i) => ({ id_tag: id, ts: at(i + 500), value: -i })),
      ),
    ).toBe(600);
    expect(await rawSamples(id)).toHaveLength(400 + 600 - 150);
    await expectRollupsMatchRaw(id, madrid);
  });
});
