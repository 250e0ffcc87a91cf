/** Global variables (`V:NAME`) in calculation tags: checked against the selected unit's plant, evaluated on read. */
import { beforeAll, describe, expect, it } from 'vitest';
import { storeValues } from '../../src/server/modules/series/write-values.js';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';

const TAGS = 'MES/entities/MESTAG';
const VARIABLES = 'EST/entities/GLOBALVARIABLE';
const VALIDATE = 'MES/queries/validateCalculation';
const START = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(dialects)('calculations with global variables (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const admin = (unit = suite.demo.north) => ({ token: suite.demo.admin, headers: atUnit(unit) });
  let factorId: number;
  let calcId: number;

  async function createVariable(body: Record<string, unknown>, unit = suite.demo.north): Promise<number> {
    const answer = await suite.api.post(VARIABLES, body, admin(unit));
    if (answer.status !== 200) throw new Error(`variable ${String(body.name)}: ${answer.text}`);
    return answer.body.data.id_global_variable;
  }

  beforeAll(async () => {
    factorId = await createVariable({ name: 'FACTOR', value: 2.5 });
    await createVariable({ name: 'OLD_RATE', value: 9, active: 'N' });
    await createVariable({ name: 'SOUTH_RATE', value: 7 }, suite.demo.south);
    const source = await createTag(suite, { code: 'GV_SRC' });
    const { db, dialect: name } = suite.server.app.database;
    await storeValues(db, name, [
      { id_tag: source, ts: START, value: 4 },
      { id_tag: source, ts: START + HOUR, value: 10 },
    ]);
    calcId = await createTag(suite, {
      code: 'GV_CALC',
      data_input: 'calculation',
      aggregation: 'CALC',
      calculations: [{ valid_from: '2025-12-01', formula: 'T:GV_SRC * V:FACTOR' }],
    });
  }, 120_000);

  it('checks a calculation using an active variable of the plant as ok', async () => {
    const response = await suite.api.post(VALIDATE, { formula: 'T:GV_SRC * V:FACTOR' }, admin());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
  });

  it.each([
    ['an unknown variable', 'T:GV_SRC + V:GHOST', { key: 'tags.calculation.errors.missingVariable', position: 11, args: { name: 'GHOST' } }],
    ['an inactive variable', 'V:OLD_RATE * T:GV_SRC', { key: 'tags.calculation.errors.inactiveVariable', position: 0, args: { name: 'OLD_RATE' } }],
    ["another plant's variable", 'T:GV_SRC * V:SOUTH_RATE', { key: 'tags.calculation.errors.missingVariable', position: 11, args: { name: 'SOUTH_RATE' } }],
    ['a lower-case prefix', 'v:FACTOR', { key: 'tags.calculation.errors.wrongPrefix', position: 0, args: { prefix: 'T:', found: 'v:' } }],
  ])('refuses %s with its key and 0-based position', async (_name, formula, error) => {
    const response = await suite.api.post(VALIDATE, { formula }, admin());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: false, error } });
  });

  it("sees the south plant's variable from a south unit", async () => {
    expect((await suite.api.post(VALIDATE, { formula: 'V:SOUTH_RATE * 2' }, admin(suite.demo.south))).body).toEqual({ data: { ok: true } });
  });

  it('refuses to save a calculation tag reading an unknown variable (400, 1-based position)', async () => {
    const refused = await suite.api.post(
      TAGS,
      {
        code: 'GV_BAD',
        tag_type: 'higher_better',
        aggregation: 'CALC',
        data_input: 'calculation',
        active: true,
        calculations: [{ valid_from: '2026-01-01', formula: 'T:GV_SRC * V:GHOST' }],
      },
      admin(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields['calculations.0.formula']).toEqual({
      key: 'tags.calculation.errors.missingVariable',
      args: { name: 'GHOST', position: 12 },
    });
  });

  it("evaluates with the variable's current value, so a changed value shows on the next read", async () => {
    const read = async () =>
      (await suite.api.get('MES/queries/series', { ...admin(), query: { tags: String(calcId), from: iso(START), to: iso(START + 2 * HOUR) } })).body.data[0]
        .points;
    expect(await read()).toEqual([
      { t: iso(START), v: 10 },
      { t: iso(START + HOUR), v: 25 },
    ]);
    expect((await suite.api.put(`${VARIABLES}/${factorId}`, { value: 3 }, admin())).status).toBe(200);
    expect(await read()).toEqual([
      { t: iso(START), v: 12 },
      { t: iso(START + HOUR), v: 30 },
    ]);
    expect((await suite.api.put(`${VARIABLES}/${factorId}`, { active: 'N' }, admin())).status).toBe(200);
    expect(await read()).toEqual([
      { t: iso(START), v: null },
      { t: iso(START + HOUR), v: null },
    ]);
  });
});
