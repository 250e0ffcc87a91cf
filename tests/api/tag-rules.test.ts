import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const tagsPath = 'MES/entities/MESTAG';
const noGrouping = { consolidate_hour: false, consolidate_day: false, consolidate_shift: false, consolidate_week: false, consolidate_month: false };
const calc = (formula: string, valid_from = '2026-01-01') => ({ valid_from, formula });
const field = (key: string, args?: Record<string, unknown>) => ({ key, ...(args ? { args } : {}) });
const calcKey = (code: string) => `tags.calculation.errors.${code}`;

describe.each(dialects)('tag rules (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const create = (body: Record<string, unknown>) => suite.api.post(tagsPath, { active: true, ...body }, admin());
  const calculationTag = (code: string, formulas: string[], extra: Record<string, unknown> = {}) =>
    create({ code, data_input: 'calculation', aggregation: 'CALC', calculations: formulas.map((f, i) => calc(f, `2026-0${i + 1}-01`)), ...extra });
  const idOf = async (code: string) => (await suite.api.get(tagsPath, { ...admin(), query: { filter: { code } } })).body.data[0].id_tag as number;
  async function givePoint(code: string) {
    const { db } = suite.server.app.database;
    await sql`create table if not exists tag_value (id_tag integer not null, ts bigint not null, value double precision not null, primary key (id_tag, ts))`.execute(
      db,
    );
    await sql`insert into tag_value (id_tag, ts, value) values (${await idOf(code)}, ${Date.UTC(2026, 0, 1)}, ${1.5})`.execute(db);
  }

  beforeAll(async () => {
    for (const [code, active] of [
      ['FLOW', true],
      ['OLD', false],
      ['EMPTY', true],
    ] as const)
      expect((await create({ code, active })).status).toBe(200);
    await givePoint('FLOW');
    await givePoint('OLD');
    expect((await calculationTag('CONST', ['2 * 3'])).status).toBe(200);
  });

  it('stores a tag with every setting and answers the defaults of the rest', async () => {
    const created = await create({
      code: 'LEVEL',
      description: 'Tank level',
      tag_type: 'lower_better',
      aggregation: 'SUM',
      data_input: 'manual',
      filter_low: 0,
      filter_high: 100,
      spec_low: 10,
      spec_high: 90,
      action_low: 20,
      action_high: 80,
      valid_low: 5,
      valid_high: 95,
      tolerance: 2.5,
      conversion_interval: 15,
      general_exhibition: true,
      interpolation_tag: await idOf('FLOW'),
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'LEVEL',
      tag_type: 'lower_better',
      aggregation: 'SUM',
      data_input: 'manual',
      decimals: 2,
      tolerance: 2.5,
      conversion_interval: 15,
      consolidate_hour: true,
      consolidate_month: true,
      general_exhibition: true,
      active: true,
      calculations: [],
    });
    const plain = await create({ code: 'PLAIN' });
    expect(plain.body.data).toMatchObject({ tag_type: 'higher_better', aggregation: 'AVERAGE', data_input: 'sensor', conversion_interval: 1 });
  });

  it.each([
    ['a conversion interval of 0', { conversion_interval: 0 }, 'conversion_interval', field('validation.minValue', { min: 1 })],
    ['7 decimal places', { decimals: 7 }, 'decimals', field('validation.maxValue', { max: 6 })],
    ['a negative tolerance', { tolerance: -1 }, 'tolerance', field('validation.minValue', { min: 0 })],
    [
      'an unknown data input',
      { data_input: 'telepathy' },
      'data_input',
      field('validation.oneOf', { options: 'sensor, manual, calculation, laboratory, automation, conversion' }),
    ],
  ])('refuses %s through the schema', async (_name, extra, name, error) => {
    const response = await create({ code: 'BAD', ...extra });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ [name]: error });
  });

  it.each(['filter', 'spec', 'action', 'valid'])('refuses a lower %s limit above the upper one, and accepts them equal', async (pair) => {
    const refused = await create({ code: `PAIR-${pair}`, [`${pair}_low`]: 5, [`${pair}_high`]: 4 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ [`${pair}_low`]: field('tags.validation.lowerAboveUpper') });
    expect((await create({ code: `PAIR-${pair}`, [`${pair}_low`]: 5, [`${pair}_high`]: 5 })).status).toBe(200);
  });

  it('refuses two calculations with the same validity date, naming the later one', async () => {
    const refused = await create({ code: 'TWICE', data_input: 'calculation', calculations: [calc('T:FLOW'), calc('T:FLOW * 2'), calc('T:FLOW * 3')] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      'calculations.1.valid_from': field('tags.validation.duplicateValidity'),
      'calculations.2.valid_from': field('tags.validation.duplicateValidity'),
    });
    expect((await calculationTag('TWICE', ['T:FLOW', 'T:FLOW * 2'])).status).toBe(200);
  });

  it.each([
    ['division by zero', 'T:FLOW / 0', calcKey('divisionByZero'), { position: 8 }],
    ['a missing parenthesis', '(T:FLOW + 1', calcKey('missingParenthesis'), { position: 1 }],
    ['a comment', 'T:FLOW // x', calcKey('comment'), { position: 8 }],
    ['a missing quote', 'T:"FLOW', calcKey('missingQuote'), { position: 3 }],
    ['an invalid function', 'FOO(T:FLOW)', calcKey('invalidFunction'), { name: 'FOO', position: 1 }],
    ['the wrong prefix', 'TAG:FLOW * 2', calcKey('wrongPrefix'), { prefix: 'T:', found: 'TAG:', position: 1 }],
    ['a syntax error', '2 +', calcKey('syntax'), { position: 4 }],
    ['a missing tag', 'T:NOPE * 2', calcKey('missingTag'), { code: 'NOPE', position: 1 }],
    ['an inactive tag', 'T:OLD * 2', calcKey('inactiveTag'), { code: 'OLD', position: 1 }],
    ['a tag without points', 'T:FLOW + T:EMPTY', calcKey('tagWithoutPoints'), { code: 'EMPTY', position: 10 }],
    ['a reference to itself', 'T:SELF + 1', 'tags.validation.calculationCycle', { code: 'SELF', position: 1 }],
  ])('refuses a calculation with %s, with its 1-based position', async (_name, formula, key, args) => {
    const response = await calculationTag('SELF', ['T:FLOW', formula]);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', fields: { 'calculations.1.formula': field(key, args) } });
  });

  it('accepts a calculation over a tag with points and over a calculation tag (which counts as having points)', async () => {
    const response = await calculationTag('GOOD', ['T:FLOW * 2 + T:CONST', 'ROUND(T:"FLOW" / 3, 2)']);
    expect(response.status).toBe(200);
    expect(response.body.data.calculations).toEqual([calc('T:FLOW * 2 + T:CONST'), calc('ROUND(T:"FLOW" / 3, 2)', '2026-02-01')]);
  });

  it('refuses a calculation that leads back to its tag through another calculation tag', async () => {
    expect((await calculationTag('LOOP-A', ['T:FLOW'])).status).toBe(200);
    expect((await calculationTag('LOOP-B', ['T:"LOOP-A" + 1'])).status).toBe(200);
    const id = await idOf('LOOP-A');
    const response = await suite.api.put(`${tagsPath}/${id}`, { calculations: [calc('T:FLOW + T:"LOOP-B"')] }, admin());
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ 'calculations.0.formula': field('tags.validation.calculationCycle', { code: 'LOOP-B', position: 10 }) });
  });

  it('checks only new or changed formulas on update', async () => {
    expect((await create({ code: 'FEED' })).status).toBe(200);
    await givePoint('FEED');
    expect((await calculationTag('USES-FEED', ['T:FEED * 2'])).status).toBe(200);
    expect((await suite.api.put(`${tagsPath}/${await idOf('FEED')}`, { active: false }, admin())).status).toBe(200);
    const path = `${tagsPath}/${await idOf('USES-FEED')}`;
    expect((await suite.api.put(path, { description: 'Doubled feed' }, admin())).status).toBe(200);
    const changed = await suite.api.put(path, { calculations: [calc('T:FEED * 3')] }, admin());
    expect(changed.body.error.fields).toEqual({ 'calculations.0.formula': field(calcKey('inactiveTag'), { code: 'FEED', position: 1 }) });
  });

  it('needs at least one calculation for a calculation tag, and some grouping', async () => {
    const none = await create({ code: 'NOCALC', data_input: 'calculation', aggregation: 'CALC' });
    expect(none.body.error.fields).toEqual({ calculations: field('tags.validation.calculationRequired') });
    const ungrouped = await calculationTag('UNGROUPED', ['T:FLOW'], noGrouping);
    expect(ungrouped.body.error.fields).toEqual({ consolidate_hour: field('tags.validation.calculationNoGrouping') });
    expect((await calculationTag('UNGROUPED', ['T:FLOW'], { ...noGrouping, consolidate_day: true })).status).toBe(200);
    expect((await create({ code: 'SENSOR-UNGROUPED', ...noGrouping })).status).toBe(200);
  });

  it('keeps the CALC aggregation for calculation tags', async () => {
    const refused = await create({ code: 'SENSOR-CALC', aggregation: 'CALC' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ aggregation: field('tags.validation.calcAggregationOnly') });
    expect((await calculationTag('CALC-AVG', ['T:FLOW'], { aggregation: 'AVERAGE' })).status).toBe(200);
  });

  it('refuses to rename or delete a tag another calculation reads (409), and lets other tags go', async () => {
    expect((await create({ code: 'READ-ME' })).status).toBe(200);
    await givePoint('READ-ME');
    expect((await calculationTag('READER', ['T:"READ-ME" + 1'])).status).toBe(200);
    const path = `${tagsPath}/${await idOf('READ-ME')}`;
    const expected = { error: { code: 'CONFLICT_REFERENCED', message: 'tags.validation.usedInCalculation' } };
    expect((await suite.api.put(path, { code: 'RENAMED' }, admin())).body).toEqual(expected);
    expect((await suite.api.delete(path, admin())).body).toEqual(expected);
    expect((await suite.api.put(path, { description: 'still here' }, admin())).status).toBe(200);
    expect((await suite.api.delete(`${tagsPath}/${await idOf('READER')}`, admin())).status).toBe(200);
    expect((await suite.api.delete(path, admin())).status).toBe(200);
  });

  it('refuses tag writes to a user without the tags permission', async () => {
    const operator = { token: suite.demo.operator, headers: atUnit(suite.demo.north) };
    expect((await suite.api.post(tagsPath, { code: 'OPS', active: true }, operator)).status).toBe(403);
    expect((await suite.api.put(`${tagsPath}/${await idOf('FLOW')}`, { description: 'x' }, operator)).status).toBe(403);
  });
});
