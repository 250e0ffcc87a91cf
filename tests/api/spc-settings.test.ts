import { beforeAll, describe, expect, it } from 'vitest';
import { httpClient, type HttpClient } from './helpers/http-client.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const tagsPath = 'MES/entities/MESTAG';
const cards = 'SPC/entities/CARD';
const ruleSets = 'SPC/entities/RULESET';
const ruleHelp = 'SPC/entities/RULEHELP';
const refused = (fields: Record<string, string>) => ({
  error: {
    code: 'VALIDATION',
    message: 'global.error.messages.validation',
    fields: Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, expect.objectContaining({ key: `spc.errors.${key}` })])),
  },
});

/** SPC settings rules (statistical-control README, "Settings rules"): cards, rule sets and rule help. */
describe.each(dialects)('SPC settings rules (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  let http: HttpClient;
  const tag: Record<string, number> = {};
  let ruleSet: number;
  let cardSeq = 0;
  const card = (values: Record<string, unknown> = {}) => ({
    code: `CARD-${++cardSeq}`,
    id_tag: tag.weight,
    chart_type: 'xbar-r',
    sampling: 'subgroup',
    subgroup_size: 5,
    id_rule_set: ruleSet,
    k_factor: 3,
    ...values,
  });
  const createTag = async (code: string, unit = suite.demo.north) => {
    const created = await suite.api.post(tagsPath, { code, active: true }, admin(unit));
    expect(created.status).toBe(200);
    return Number(created.body.data.id_tag);
  };
  const createRuleSet = async (name: string, tags: number[], values: Record<string, unknown> = {}) => {
    const created = await suite.api.post(ruleSets, { name, rules: [1, 2], tags, ...values }, admin());
    expect(created.status).toBe(200);
    return Number(created.body.data.id_rule_set);
  };
  const createCard = async (values: Record<string, unknown> = {}) => {
    const created = await suite.api.post(cards, card(values), admin());
    expect(created.status).toBe(200);
    return Number(created.body.data.id_card);
  };

  beforeAll(async () => {
    http = await httpClient(suite.server.app);
    for (const code of ['weight', 'length', 'defects', 'spare']) tag[code] = await createTag(`SPC-${code.toUpperCase()}`);
    ruleSet = await createRuleSet('Weights', [tag.weight!, tag.length!, tag.defects!]);
  });

  describe('cards', () => {
    it('stores a card with every field and its revisions', async () => {
      const revisions = [
        { valid_from: '2026-01-01', base_from: '2026-01-01', base_to: '2026-01-07', center: null, lcl: null, ucl: null, note: 'Base week' },
        { valid_from: '2026-02-01', center: 500, lcl: 496, ucl: 504 },
      ];
      const body = card({
        description: 'Fill weight',
        scale_min: 490,
        scale_max: 510,
        revisions,
      });
      const created = await suite.api.post(cards, body, admin());
      expect(created.status).toBe(200);
      const read = await suite.api.get(`${cards}/${created.body.data.id_card}`, admin());
      expect(read.body.data).toMatchObject({ ...body, revisions: [expect.objectContaining({ base_to: '2026-01-07' }), revisions[1]] });
    });

    it('refuses a tag its rule set may not chart, on create and update', async () => {
      expect((await suite.api.post(cards, card({ id_tag: tag.spare }), admin())).body).toEqual(refused({ id_tag: 'tagNotInRuleSet' }));
      const id = await createCard();
      expect((await suite.api.put(`${cards}/${id}`, { id_tag: tag.spare }, admin())).body).toEqual(refused({ id_tag: 'tagNotInRuleSet' }));
      const other = await createRuleSet('Spare only', [tag.spare!]);
      expect((await suite.api.put(`${cards}/${id}`, { id_rule_set: other }, admin())).body).toEqual(refused({ id_tag: 'tagNotInRuleSet' }));
      expect((await suite.api.put(`${cards}/${id}`, { id_rule_set: other, id_tag: tag.spare }, admin())).status).toBe(200);
    });

    it('needs subgroups of 2 to 25 for X̄ charts with subgroup sampling', async () => {
      for (const chart_type of ['xbar-r', 'xbar-s']) {
        for (const subgroup_size of [1, null]) {
          const answer = await suite.api.post(cards, card({ chart_type, subgroup_size }), admin());
          expect(answer.status).toBe(400);
          expect(answer.body).toEqual(refused({ subgroup_size: 'subgroupSize' }));
        }
        expect((await suite.api.post(cards, card({ chart_type, subgroup_size: 25 }), admin())).status).toBe(200);
        expect((await suite.api.post(cards, card({ chart_type, sampling: 'day-3', subgroup_size: 1 }), admin())).status).toBe(200);
      }
    });

    it('keeps day sampling to X̄ charts and charts individuals on I-MR', async () => {
      for (const chart_type of ['i-mr', 'c']) {
        expect((await suite.api.post(cards, card({ chart_type, sampling: 'day-24' }), admin())).body).toEqual(refused({ sampling: 'samplingChart' }));
      }
      expect((await suite.api.post(cards, card({ chart_type: 'i-mr', subgroup_size: 1 }), admin())).status).toBe(200);
    });

    it('needs the sample size for p, np and u, not for c', async () => {
      for (const chart_type of ['p', 'np', 'u']) {
        expect((await suite.api.post(cards, card({ chart_type, id_tag: tag.defects }), admin())).body).toEqual(refused({ sample_size: 'sampleSizeRequired' }));
        expect((await suite.api.post(cards, card({ chart_type, id_tag: tag.defects, sample_size: 200 }), admin())).status).toBe(200);
      }
      expect((await suite.api.post(cards, card({ chart_type: 'c', id_tag: tag.defects }), admin())).status).toBe(200);
      const id = await createCard();
      expect((await suite.api.put(`${cards}/${id}`, { chart_type: 'np' }, admin())).body).toEqual(refused({ sample_size: 'sampleSizeRequired' }));
    });

    it('needs the scale minimum below its maximum', async () => {
      for (const scale_max of [10, 9]) {
        expect((await suite.api.post(cards, card({ scale_min: 10, scale_max }), admin())).body).toEqual(refused({ scale_max: 'scaleInverted' }));
      }
      expect((await suite.api.post(cards, card({ scale_min: 10 }), admin())).status).toBe(200);
    });

    it('refuses each revision problem under its own field', async () => {
      const revisions = [
        { valid_from: '2026-01-01', lcl: 480, ucl: 520 },
        { valid_from: '2026-01-01', center: 490, lcl: 495, ucl: 505 },
        { valid_from: '2026-03-01', lcl: 505, ucl: 495 },
        { valid_from: '2026-04-01', base_from: '2026-03-31', base_to: '2026-03-01' },
        { valid_from: '2026-05-01', center: 506, ucl: 505 },
      ];
      const answer = await suite.api.post(cards, card({ scale_min: 490, scale_max: 510, revisions }), admin());
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(
        refused({
          'revisions.0.lcl': 'lowerOutsideScale',
          'revisions.0.ucl': 'upperOutsideScale',
          'revisions.1.valid_from': 'revisionDateRepeated',
          'revisions.1.center': 'centerOutsideLimits',
          'revisions.2.ucl': 'limitsInverted',
          'revisions.3.base_to': 'basePeriodInverted',
          'revisions.4.center': 'centerOutsideLimits',
        }),
      );
      const id = await createCard({ scale_min: 490, scale_max: 510 });
      expect((await suite.api.put(`${cards}/${id}`, { scale_max: 500, revisions: [{ valid_from: '2026-01-01', ucl: 504 }] }, admin())).body).toEqual(
        refused({ 'revisions.0.ucl': 'upperOutsideScale' }),
      );
    });
  });

  describe('rule sets', () => {
    it('keeps a tag that a card of the rule set charts', async () => {
      const own = await createRuleSet('Charted', [tag.weight!, tag.length!, tag.spare!]);
      await createCard({ id_rule_set: own, id_tag: tag.length });
      const path = `${ruleSets}/${own}`;
      expect((await suite.api.put(path, { tags: [tag.weight] }, admin())).body).toEqual(refused({ tags: 'tagInUse' }));
      expect((await suite.api.put(path, { tags: [] }, admin())).body).toEqual(refused({ tags: 'tagInUse' }));
      expect((await suite.api.put(path, { tags: [tag.length, tag.spare] }, admin())).status).toBe(200);
      expect((await suite.api.put(path, { name: 'Charted, renamed' }, admin())).status).toBe(200);
      expect((await suite.api.get(path, admin())).body.data.tags.sort()).toEqual([tag.length, tag.spare].sort());
    });

    it('is not deleted while a card uses it (409), and is once none does', async () => {
      const own = await createRuleSet('Used', [tag.weight!]);
      const id = await createCard({ id_rule_set: own });
      const refusal = await suite.api.delete(`${ruleSets}/${own}`, admin());
      expect(refusal.status).toBe(409);
      expect(refusal.body.error.code).toBe('CONFLICT_REFERENCED');
      expect((await suite.api.delete(`${cards}/${id}`, admin())).status).toBe(200);
      expect((await suite.api.delete(`${ruleSets}/${own}`, admin())).status).toBe(200);
    });

    it('never lets a card chart a tag that is leaving its rule set at the same moment', async () => {
      const parallel = 12;
      const own = await createRuleSet('Race', [tag.weight!, tag.defects!]);
      const removal = http.put(`${ruleSets}/${own}`, { tags: [tag.weight] }, admin());
      const creates = Array.from({ length: parallel }, () => http.post(cards, card({ id_rule_set: own, id_tag: tag.defects }), admin()));
      const [removed, ...created] = await Promise.all([removal, ...creates]);
      const stored = created.filter((answer) => answer.status === 200).length;
      for (const answer of created.filter((a) => a.status !== 200)) expect(answer.body).toEqual(refused({ id_tag: 'tagNotInRuleSet' }));
      if (removed!.status === 200) expect(stored).toBe(0);
      else {
        expect(removed!.body).toEqual(refused({ tags: 'tagInUse' }));
        expect(stored).toBeGreaterThan(0);
      }
      const tagsNow = (await suite.api.get(`${ruleSets}/${own}`, admin())).body.data.tags as number[];
      const charted = (await suite.api.get(cards, { ...admin(), query: { filter: { id_rule_set: own }, range: [0, 99] } })).body.data as { id_tag: number }[];
      expect(charted).toHaveLength(stored);
      expect(charted.every((row) => tagsNow.includes(row.id_tag))).toBe(true);
    });
  });

  describe('rule help', () => {
    it('stores the body as sanitised HTML, the editor markup kept', async () => {
      const body = '<p>Check the <strong>scale</strong><script>alert(1)</script> <a href="javascript:alert(1)">here</a></p><img src=x onerror="alert(1)">';
      const created = await suite.api.post(ruleHelp, { rule: 3, title: 'Trend', body }, admin());
      expect(created.status).toBe(200);
      const expected = '<p>Check the <strong>scale</strong> here</p>';
      expect(created.body.data.body).toBe(expected);
      const id = created.body.data.id_rule_help;
      expect((await suite.api.get(`${ruleHelp}/${id}`, admin())).body.data.body).toBe(expected);
      const updated = await suite.api.put(`${ruleHelp}/${id}`, { body: '<p onclick="x()">Kept <em>as written</em></p>' }, admin());
      expect(updated.body.data.body).toBe('<p>Kept <em>as written</em></p>');
    });

    it('stores a blank body as no body', async () => {
      const created = await suite.api.post(ruleHelp, { rule: 4, title: 'Alternation', body: '<p><br></p>' }, admin());
      expect(created.status).toBe(200);
      expect(created.body.data.body).toBeUndefined();
    });

    it('keeps one help per rule and unit, rules 0 to 8', async () => {
      expect((await suite.api.post(ruleHelp, { rule: 5, title: 'First' }, admin())).status).toBe(200);
      expect((await suite.api.post(ruleHelp, { rule: 5, title: 'Again' }, admin())).status).toBe(409);
      expect((await suite.api.post(ruleHelp, { rule: 5, title: 'Elsewhere' }, admin(suite.demo.south))).status).toBe(200);
      expect((await suite.api.post(ruleHelp, { rule: 9, title: 'No such rule' }, admin())).status).toBe(400);
    });
  });
});
