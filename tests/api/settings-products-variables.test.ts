import { beforeAll, describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const PRODUCTS = 'MES/entities/PRODUCT';
const VARIABLES = 'EST/entities/GLOBALVARIABLE';
const required = { key: 'global.labels.requiredField' };

/** The products and global variables settings pages (issue 11, section 8): per-plant records, admin-managed. */
describe.each(dialects)('products and global variables (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let kilogram: number;
  const { admin } = suite;
  const operator = () => ({ token: suite.demo.operator, headers: atUnit(suite.demo.north) });

  beforeAll(async () => {
    const measures = (await suite.api.get(paths.measures, admin())).body.data as { id_unit_measurement: number; code: string }[];
    kilogram = measures.find((measure) => measure.code === 'kg')!.id_unit_measurement;
  });

  it('creates a product with its unit of measurement and lists it', async () => {
    const created = await suite.api.post(PRODUCTS, { code: 'PRD-001', description: 'Steel coil', id_unit_measurement: kilogram }, admin());
    expect(created.status, created.text).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'PRD-001', description: 'Steel coil', id_unit_measurement: kilogram, active: 'S' });
    const listed = (await suite.api.get(PRODUCTS, admin())).body.data as { code: string }[];
    expect(listed.map((product) => product.code)).toContain('PRD-001');
  });

  it('refuses a product code that differs from a stored one only in case or spaces (409)', async () => {
    expect((await suite.api.post(PRODUCTS, { code: 'Bolt-M8', description: 'Bolt', id_unit_measurement: kilogram }, admin())).status).toBe(200);
    for (const code of ['bolt-m8', ' BOLT-M8 ']) {
      const refused = await suite.api.post(PRODUCTS, { code, description: 'Another bolt', id_unit_measurement: kilogram }, admin());
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'CONFLICT_UNIQUE', fields: { code: { key: 'validation.unique' } } });
    }
  });

  it('requires code, description and unit of measurement, and a unit that exists (400)', async () => {
    const empty = await suite.api.post(PRODUCTS, {}, admin());
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ code: required, description: required, id_unit_measurement: required });
    const unknownUnit = await suite.api.post(PRODUCTS, { code: 'PRD-X', description: 'Ghost', id_unit_measurement: 999999 }, admin());
    expect(unknownUnit.status).toBe(400);
    expect(Object.keys(unknownUnit.body.error.fields)).toEqual(['id_unit_measurement']);
  });

  it('creates a global variable with a numeric and a text value and lists it', async () => {
    const created = await suite.api.post(VARIABLES, { name: 'steam_cost', value: 12.5, text_value: 'BRL/t', description: 'Steam cost per tonne' }, admin());
    expect(created.status, created.text).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'steam_cost', value: 12.5, text_value: 'BRL/t', active: 'S' });
    const listed = (await suite.api.get(VARIABLES, admin())).body.data as { name: string; value: number }[];
    expect(listed.find((variable) => variable.name === 'steam_cost')?.value).toBe(12.5);
  });

  it('refuses a variable name that differs from a stored one only in case (409)', async () => {
    expect((await suite.api.post(VARIABLES, { name: 'Target_OEE', value: 0.85 }, admin())).status).toBe(200);
    const refused = await suite.api.post(VARIABLES, { name: 'target_oee', value: 0.9 }, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT_UNIQUE', fields: { name: { key: 'validation.unique' } } });
  });

  it('requires a name and a value, and a name a calculation can spell (400)', async () => {
    const empty = await suite.api.post(VARIABLES, {}, admin());
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ name: required, value: required });
    for (const name of ['steam cost', '1st_shift', 'T:FLOW', 'cost-per-t']) {
      const refused = await suite.api.post(VARIABLES, { name, value: 1 }, admin());
      expect(refused.status, name).toBe(400);
      expect(refused.body.error.fields).toEqual({ name: { key: 'validation.pattern' } });
    }
    const textValue = await suite.api.post(VARIABLES, { name: 'as_text', value: 'twelve' }, admin());
    expect(textValue.status).toBe(400);
    expect(Object.keys(textValue.body.error.fields)).toEqual(['value']);
  });

  it('answers 403 to the operator, whose profile grants neither page', async () => {
    expect((await suite.api.get(PRODUCTS, operator())).status).toBe(403);
    expect((await suite.api.post(PRODUCTS, { code: 'OP-1', description: 'By operator', id_unit_measurement: kilogram }, operator())).status).toBe(403);
    expect((await suite.api.get(VARIABLES, operator())).status).toBe(403);
    expect((await suite.api.post(VARIABLES, { name: 'op_var', value: 1 }, operator())).status).toBe(403);
  });
});
