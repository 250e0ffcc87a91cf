import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from './helpers/demo-suite.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const limits = 'SPC/queries/limits';
const rules = 'SPC/queries/rules';
const constants = 'SPC/queries/constants';

/** The fields of a 400 VALIDATION answer as field → key. */
const refusal = (body: { error: { code: string; fields?: Record<string, { key: string }> } }) => ({
  code: body.error.code,
  fields: Object.fromEntries(Object.entries(body.error.fields ?? {}).map(([field, problem]) => [field, problem.key])),
});

/** The SPC calculators (src/server/modules/spc/README.md, Routes) on worked examples checked by hand. */
describe.each(dialects)('SPC calculators (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  let reader: Person;
  let outsider: Person;

  beforeAll(async () => {
    reader = await regularUser(suite.api, suite.demo, `spc-q-reader-${dialect}`, ['statistical-control.exploratory']);
    outsider = await regularUser(suite.api, suite.demo, `spc-q-outsider-${dialect}`, ['equipment-management.stopping-point']);
  });

  describe('POST SPC/queries/limits', () => {
    it('answers X̄-R limits: x̿ ± A2·R̄, R̄·D3 to R̄·D4 (n = 3: A2 1.023, D4 2.574)', async () => {
      // x̄ = 2, 3, 4 → x̿ = 3; R = 2 each → R̄ = 2 (Montgomery, Introduction to SQC, §6.2 and Appendix VI).
      const answer = await suite.api.post(
        limits,
        {
          chart: 'xbar-r',
          subgroups: [
            [1, 2, 3],
            [2, 3, 4],
            [3, 4, 5],
          ],
        },
        reader.at,
      );
      expect(answer.status, answer.text).toBe(200);
      const data = answer.body.data;
      expect(data.center).toBeCloseTo(3, 9);
      expect(data.ucl).toBeCloseTo(3 + 1.023 * 2, 2);
      expect(data.lcl).toBeCloseTo(3 - 1.023 * 2, 2);
      expect(data.sigma).toBeCloseTo((1.023 * 2) / 3, 2);
      expect(data.dispersion.center).toBeCloseTo(2, 9);
      expect(data.dispersion.lcl).toBe(0);
      expect(data.dispersion.ucl).toBeCloseTo(2.574 * 2, 2);
    });

    it('answers p limits: p̄ ± 3·√(p̄(1 − p̄)/n), the lower one at 0', async () => {
      const answer = await suite.api.post(limits, { chart: 'p', counts: [2, 4, 6], sizes: [100, 100, 100] }, admin());
      expect(answer.status, answer.text).toBe(200);
      const sigma = Math.sqrt((0.04 * 0.96) / 100);
      expect(answer.body.data.center).toBeCloseTo(0.04, 9);
      expect(answer.body.data.ucl).toBeCloseTo(0.04 + 3 * sigma, 9);
      expect(answer.body.data.lcl).toBe(0);
      expect(answer.body.data.dispersion).toBeUndefined();
    });

    it.each([
      ['empty subgroups', { chart: 'xbar-r', subgroups: [] }, { subgroups: 'spc.errors.emptySubgroups' }],
      [
        'ragged subgroups',
        {
          chart: 'xbar-r',
          subgroups: [
            [1, 2],
            [1, 2, 3],
          ],
        },
        { subgroups: 'spc.errors.raggedSubgroups' },
      ],
      ['n of 26', { chart: 'xbar-s', subgroups: [Array.from({ length: 26 }, (_v, i) => i)] }, { subgroups: 'spc.errors.subgroupSize' }],
      ['n of 1 for X̄-R', { chart: 'xbar-r', subgroups: [[1], [2]] }, { subgroups: 'spc.errors.subgroupSize' }],
      ['a text', { chart: 'i-mr', subgroups: [[1], ['two']] }, { subgroups: 'validation.number' }],
      ['no chart', { subgroups: [[1, 2]] }, { chart: 'global.labels.requiredField' }],
      ['a K of 0', { chart: 'c', counts: [1, 2], k: 0 }, { k: 'validation.minValue' }],
      ['counts and sizes of different lengths', { chart: 'p', counts: [1, 2], sizes: [10] }, { sizes: 'spc.errors.sizesLength' }],
      ['a negative count', { chart: 'u', counts: [-1, 2], sizes: [10, 10] }, { counts: 'spc.errors.countNotWhole' }],
      ['a count above its size', { chart: 'p', counts: [11, 2], sizes: [10, 10] }, { counts: 'spc.errors.countAboveSize' }],
      ['a count above its size (np)', { chart: 'np', counts: [3, 12], sizes: [10, 10] }, { counts: 'spc.errors.countAboveSize' }],
    ])('refuses %s with a 400 naming the field', async (_name, body, fields) => {
      const answer = await suite.api.post(limits, body, admin());
      expect(answer.status, answer.text).toBe(400);
      expect(refusal(answer.body)).toEqual({ code: 'VALIDATION', fields });
    });

    it('refuses more than a million values, and a body that is no object, with a 400', async () => {
      const huge = await suite.api.post(limits, { chart: 'c', counts: new Array(1_000_001).fill(1) }, admin());
      expect(huge.status).toBe(400);
      expect(refusal(huge.body)).toEqual({ code: 'VALIDATION', fields: { counts: 'validation.maxItems' } });
      expect((await suite.api.post(limits, undefined, { ...admin(), raw: 'null' })).status).toBe(400);
      expect((await suite.api.post(limits, undefined, { ...admin(), raw: '[1, 2]' })).status).toBe(400);
    });
  });

  describe('POST SPC/queries/rules', () => {
    it('answers the violated indexes per rule run, 0-based', async () => {
      // Rule 1 at the point 3.5σ out; rule 2 from the ninth point in a row above the center; rule 0 under lsl.
      const values = [0, 3.5, -0.2, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -2.6];
      const answer = await suite.api.post(rules, { values, center: 0, sigma: 1, rules: [0, 1, 2], lsl: -2.5 }, reader.at);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data).toEqual({ violations: { '0': [13], '1': [1], '2': [11, 12] } });
    });

    it('follows K for rule 1 and runs 1–8 when no rules are named', async () => {
      const answer = await suite.api.post(rules, { values: [0, 2.5, 0], center: 0, sigma: 1, k: 2 }, admin());
      expect(answer.status, answer.text).toBe(200);
      expect(Object.keys(answer.body.data.violations).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
      expect(answer.body.data.violations['1']).toEqual([1]);
    });

    it.each([
      ['sigma 0', { values: [1], center: 0, sigma: 0 }, { sigma: 'spc.errors.sigmaPositive' }],
      ['a negative sigma', { values: [1], center: 0, sigma: -1 }, { sigma: 'spc.errors.sigmaPositive' }],
      ['rule 9', { values: [1], center: 0, sigma: 1, rules: [1, 9] }, { rules: 'validation.oneOf' }],
      ['no values', { values: [], center: 0, sigma: 1 }, { values: 'validation.minItems' }],
      ['a text value and no center', { values: [1, 'x'], sigma: 1 }, { values: 'validation.number', center: 'global.labels.requiredField' }],
    ])('refuses %s with a 400 naming the field', async (_name, body, fields) => {
      const answer = await suite.api.post(rules, body, admin());
      expect(answer.status, answer.text).toBe(400);
      expect(refusal(answer.body)).toEqual({ code: 'VALIDATION', fields });
    });
  });

  describe('GET SPC/queries/constants', () => {
    it('answers the constants of n = 5 (Montgomery, Appendix VI)', async () => {
      const answer = await suite.api.get(constants, { ...reader.at, query: { n: '5' } });
      expect(answer.status, answer.text).toBe(200);
      const printed = { A2: 0.577, A3: 1.427, c4: 0.94, B3: 0, B4: 2.089, d2: 2.326, D3: 0, D4: 2.114 };
      expect(Object.keys(answer.body.data).sort()).toEqual(Object.keys(printed).sort());
      for (const [name, value] of Object.entries(printed)) expect(answer.body.data[name], name).toBeCloseTo(value, 3);
    });

    it.each([['1'], ['26'], ['2.5'], ['five'], ['']])('refuses n = %j with a 400 on n', async (n) => {
      const answer = await suite.api.get(constants, { ...admin(), query: { n } });
      expect(answer.status, answer.text).toBe(400);
      expect(Object.keys(refusal(answer.body).fields)).toEqual(['n']);
    });
  });

  it('answers 403 to a user without read on any SPC page', async () => {
    expect((await suite.api.post(limits, { chart: 'xbar-r', subgroups: [[1, 2]] }, outsider.at)).status).toBe(403);
    expect((await suite.api.post(rules, { values: [1], center: 0, sigma: 1 }, outsider.at)).status).toBe(403);
    expect((await suite.api.get(constants, { ...outsider.at, query: { n: '5' } })).status).toBe(403);
  });
});
