import { beforeAll, describe, expect, it } from 'vitest';
import { aggregate, bucketOfNormalized, LEVELS, type AggregationKind, type Level } from '../../src/domain/consolidation/index.js';
import { partialFromRow, rollupValue } from '../../src/server/modules/series/rollup-partial.js';
import { tagSeriesContexts } from '../../src/server/modules/series/tag-period.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 2, 27);
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(dialects)('POST MES/actions/writeValues (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const ids: Record<string, number> = {};
  const admin = (unit = suite.demo.north): { token: string; headers: Record<string, string> } => ({ token: suite.demo.admin, headers: atUnit(unit) });
  const write = (values: unknown, as = admin()) => suite.api.post('MES/actions/writeValues', { values }, as);
  /** Changing stored values is explicit (`overwrite: true`); see values-overwrite.test.ts for the refusal. */
  const overwrite = (values: unknown) => suite.api.post('MES/actions/writeValues', { values, overwrite: true }, admin());

  async function stored(id: number): Promise<{ t: number; v: number }[]> {
    const rows = await suite.server.app.database.db.selectFrom('tag_value').select(['ts', 'value']).where('id_tag', '=', id).orderBy('ts').execute();
    return rows.map((row) => ({ t: Number(row.ts), v: Number(row.value) }));
  }

  /** Every rollup of the tag equals aggregate() of its bucket's raw rows; every raw row's buckets exist. */
  async function expectRollupsMatchRaw(id: number, levels: readonly Level[]): Promise<void> {
    const { db } = suite.server.app.database;
    const { period } = (await tagSeriesContexts(db, [id])).get(id)!;
    const raw = await stored(id);
    for (const level of LEVELS) {
      const expected = new Map<number, { t: number; v: number }[]>();
      if (levels.includes(level)) {
        for (const sample of raw) {
          const bucket = bucketOfNormalized(level, sample.t, period);
          if (bucket) expected.set(bucket.start, [...(expected.get(bucket.start) ?? []), sample]);
        }
      }
      const rows = await db.selectFrom('tag_rollup').selectAll().where('id_tag', '=', id).where('level', '=', level).orderBy('bucket_start').execute();
      expect(
        rows.map((row) => Number(row.bucket_start)),
        `level ${level}`,
      ).toEqual([...expected.keys()].sort((a, b) => a - b));
      for (const row of rows) {
        const samples = expected.get(Number(row.bucket_start))!;
        const partial = partialFromRow(row);
        expect(partial.count).toBe(samples.length);
        for (const kind of ['AVERAGE', 'SUM', 'DIFF'] as AggregationKind[]) {
          expect(rollupValue(kind, partial)).toBeCloseTo(aggregate(kind, samples)!, 6);
        }
        expect([partial.min_v, partial.max_v]).toEqual([Math.min(...samples.map((s) => s.v)), Math.max(...samples.map((s) => s.v))]);
      }
    }
  }

  beforeAll(async () => {
    // A period with a day start, a day offset, a Monday week and a time zone with a DST change inside the data.
    const period = (await suite.api.get(paths.periods, admin())).body.data[0];
    const updated = await suite.api.put(
      `${paths.periods}/${period.id_periodo}`,
      { timezone: 'Europe/Madrid', per_d_ini: '06:00', day_offset: 1, per_s_tp: 1 },
      admin(),
    );
    expect(updated.status).toBe(200);
    ids.FLOW = await createTag(suite, { code: 'VW_FLOW', filter_low: 0, filter_high: 100 });
    ids.LEVEL = await createTag(suite, { code: 'VW_LEVEL', aggregation: 'DIFF', consolidate_shift: false, consolidate_month: false });
    ids.OFF = await createTag(suite, { code: 'VW_OFF', active: false });
    ids.SOUTH = await createTag(suite, { code: 'VW_SOUTH' }, admin(suite.demo.south));
  });

  it('stores a batch of 1,000 values by id and by code and answers the count', async () => {
    const values = Array.from({ length: 1_000 }, (_, i) => ({
      tag: i % 2 ? ids.FLOW : 'VW_FLOW',
      ts: iso(START + i * MINUTE),
      value: 50 + 40 * Math.sin(i / 30),
    }));
    const answer = await write(values);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ stored: 1_000, refused: 0, refusals: [] });
    expect(await stored(ids.FLOW!)).toHaveLength(1_000);
  });

  it('stores nothing when one row is bad, and names each bad row and field', async () => {
    const before = (await stored(ids.LEVEL!)).length;
    const good = { tag: ids.LEVEL, ts: iso(START), value: 1 };
    const answer = await write([
      good,
      good,
      { ...good, value: '12' },
      { ...good, ts: '2026-02-30T00:00:00Z' },
      { ...good, ts: '2026-03-08T12:00:00' },
      { ...good, tag: 3.5 },
      'row',
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION');
    expect(answer.body.error.fields).toEqual({
      'values.2.value': { key: 'validation.number' },
      'values.3.ts': { key: 'dataEntry.values.timestamp' },
      'values.4.ts': { key: 'dataEntry.values.timestamp' },
      'values.5.tag': { key: 'dataEntry.values.tagRef' },
      'values.6': { key: 'validation.type' },
    });
    expect(await stored(ids.LEVEL!)).toHaveLength(before);
  });

  it("refuses inactive tags, unknown tags and another plant's tag with their own keys, storing nothing", async () => {
    const good = { tag: ids.LEVEL, ts: iso(START), value: 1 };
    const answer = await write([good, { ...good, tag: 'VW_OFF' }, { ...good, tag: ids.SOUTH }, { ...good, tag: 'VW_SOUTH' }, { ...good, tag: 'NOPE' }]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'values.1.tag': { key: 'dataEntry.values.tagInactive', args: { code: 'VW_OFF' } },
      'values.2.tag': { key: 'dataEntry.values.tagNotFound', args: { tag: String(ids.SOUTH) } },
      'values.3.tag': { key: 'dataEntry.values.tagNotFound', args: { tag: 'VW_SOUTH' } },
      'values.4.tag': { key: 'dataEntry.values.tagNotFound', args: { tag: 'NOPE' } },
    });
    expect(await stored(ids.LEVEL!)).toHaveLength(0);
    // The south plant's own unit writes its tag.
    expect((await write([{ tag: 'VW_SOUTH', ts: iso(START), value: 3 }], admin(suite.demo.south))).body.data.stored).toBe(1);
  });

  it('refuses a calculation tag', async () => {
    const calc = await createTag(suite, {
      code: 'VW_CALC',
      data_input: 'calculation',
      aggregation: 'CALC',
      calculations: [{ valid_from: '2026-01-01', formula: 'T:VW_FLOW * 2' }],
    });
    const answer = await write([{ tag: calc, ts: iso(START), value: 1 }]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ 'values.0.tag': { key: 'dataEntry.values.calculationTag', args: { code: 'VW_CALC' } } });
  });

  it("counts values outside the tag's filter limits as refused and does not store them", async () => {
    const t = START + 5_000 * MINUTE;
    const answer = await write([
      { tag: ids.FLOW, ts: iso(t), value: 100 },
      { tag: ids.FLOW, ts: iso(t + MINUTE), value: 100.5 },
      { tag: ids.FLOW, ts: iso(t + 2 * MINUTE), value: -0.1 },
      { tag: ids.FLOW, ts: iso(t + 3 * MINUTE), value: 0 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      stored: 2,
      refused: 2,
      refusals: [
        { index: 1, reason: 'aboveFilter' },
        { index: 2, reason: 'belowFilter' },
      ],
    });
    const times = (await stored(ids.FLOW!)).map((s) => s.t);
    expect(times).toContain(t);
    expect(times).not.toContain(t + MINUTE);
    expect(times).not.toContain(t + 2 * MINUTE);
  });

  it('never answers 500 to malformed input', async () => {
    const at = admin();
    const cases = [
      await suite.api.post('MES/actions/writeValues', undefined, { ...at, raw: '{"values": [' }),
      await suite.api.post('MES/actions/writeValues', undefined, { ...at, raw: 'null' }),
      await suite.api.post('MES/actions/writeValues', [1, 2], at),
      await suite.api.post('MES/actions/writeValues', { values: 'many' }, at),
      await suite.api.post('MES/actions/writeValues', { values: [] }, at),
      await suite.api.post('MES/actions/writeValues', { values: Array.from({ length: 10_001 }, () => ({ tag: 1, ts: iso(START), value: 1 })) }, at),
      await suite.api.post('MES/actions/writeValues', undefined, { ...at, raw: '{"values":[{"tag":1,"ts":"2026-01-01T00:00:00Z","value":1e999}]}' }),
      await write([
        { tag: ids.FLOW, ts: 1_772_409_600_000, value: 1 },
        { tag: ids.FLOW, ts: iso(START), value: null },
        { tag: {}, ts: [], value: [] },
      ]),
    ];
    for (const answer of cases) {
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.error.code).toMatch(/^(BAD_REQUEST|VALIDATION)$/);
    }
    expect(cases[5]!.body.error.fields).toEqual({ values: { key: 'validation.maxItems', args: { max: 10_000 } } });
    expect(cases[6]!.body.error.fields).toEqual({ 'values.0.value': { key: 'validation.number' } });
  });

  it('refuses a user without create on a data-entry page, and lets one with it write', async () => {
    const reader = await regularUser(suite.api, suite.demo, 'vwreader', ['analysis.analysis-process']);
    const refused = await write([{ tag: ids.FLOW, ts: iso(START), value: 1 }], reader.at);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    const writer = await regularUser(suite.api, suite.demo, 'vwwriter', ['data-entry.import-csv']);
    expect((await write([{ tag: ids.FLOW, ts: iso(START - MINUTE), value: 1 }], writer.at)).status).toBe(200);
    expect((await suite.api.post('MES/actions/writeValues', { values: [] })).status).toBe(401);
  });

  it('keeps all five rollup levels equal to a brute-force consolidation after out-of-order, late and overwriting batches', async () => {
    const id = ids.LEVEL!;
    // 2026-03-29 is Madrid's spring-forward day: 23-hour production day and 5-hour first shift.
    const all = Array.from({ length: 600 }, (_, i) => ({ tag: id, ts: iso(START + i * 11 * MINUTE), value: Math.round(100 * Math.cos(i / 17)) / 10 }));
    const shuffled = [...all].sort((a, b) => ((a.value * 7919) % 13) - ((b.value * 7919) % 13));
    for (let i = 0; i < shuffled.length; i += 150) expect((await write(shuffled.slice(i, i + 150))).status).toBe(200);
    await expectRollupsMatchRaw(id, ['H', 'D', 'S']);
    const late = [
      { tag: id, ts: iso(START + 5 * MINUTE), value: 999 },
      { tag: id, ts: iso(START - 3 * 60 * MINUTE), value: -999 },
    ];
    expect((await write(late)).body.data.stored).toBe(2);
    await expectRollupsMatchRaw(id, ['H', 'D', 'S']);
    const changed = [all[0]!, all[100]!, all[599]!].map((row) => ({ ...row, value: row.value + 1000 }));
    expect((await overwrite([...changed, { tag: id, ts: iso(START + 7 * MINUTE), value: 0 }])).body.data.stored).toBe(4);
    await expectRollupsMatchRaw(id, ['H', 'D', 'S']);
    expect((await stored(id)).find((s) => s.t === START)?.v).toBe(all[0]!.value + 1000);
  });

  it('keeps shift, week and month rollups of a tag that consolidates them, across the same changes', async () => {
    const id = ids.FLOW!;
    await expectRollupsMatchRaw(id, LEVELS);
    const changed = [
      { tag: id, ts: iso(START + 10 * MINUTE), value: 1 },
      { tag: id, ts: iso(START + 2 * 24 * 60 * MINUTE), value: 99 },
    ];
    expect((await overwrite(changed)).status).toBe(200);
    await expectRollupsMatchRaw(id, LEVELS);
  });

  it('keeps rollups exact when several writes of the same new timestamps run at once', async () => {
    const id = await createTag(suite, { code: 'VW_RACE' });
    const batch = (offset: number) => Array.from({ length: 400 }, (_, i) => ({ tag: id, ts: iso(START + i * 7 * MINUTE), value: offset + i }));
    const writers = Array.from({ length: 12 }, (_, k) => k + 1);
    const answers = await Promise.all(writers.map((k) => overwrite(batch(k * 1000))));
    expect(answers.map((answer) => answer.status)).toEqual(writers.map(() => 200));
    expect(await stored(id)).toHaveLength(400);
    await expectRollupsMatchRaw(id, LEVELS);
  });

  it('lets exactly one of several writes of the same new timestamps with other values win without overwrite', async () => {
    const id = await createTag(suite, { code: 'VW_RACE_FIRST' });
    const batch = (offset: number) => Array.from({ length: 50 }, (_, i) => ({ tag: id, ts: iso(START + i * MINUTE), value: offset + i }));
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((k) => write(batch(k * 1000))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200) + 1;
    expect((await stored(id)).map((sample) => sample.v)).toEqual(batch(winner * 1000).map((row) => row.value));
    await expectRollupsMatchRaw(id, LEVELS);
  });
});
