import { describe, expect, it } from 'vitest';
import { applyGroupRules, rulesOf, type GroupRule } from './collect-rules.js';

const codes = new Map([
  [1, 'A'],
  [2, 'B'],
  [3, 'TOTAL'],
  [4, 'DOUBLE'],
]);
const codeOf = (id: number) => codes.get(id);
const values = (entries: [string, number][]) => new Map(entries);

describe('applyGroupRules', () => {
  const rules: GroupRule[] = [
    { kind: 'validation', expression: 'T:TOTAL < 100', message: 'Total too high' },
    { kind: 'formula', expression: 'T:A + T:B', target_tag: 3 },
    { kind: 'formula', expression: 'T:TOTAL * 2', target_tag: 4 },
    { kind: 'validation', expression: 'T:A != 0', message: 'A cannot be zero' },
  ];

  it('computes formula targets in order, later formulas seeing earlier results', () => {
    expect(
      applyGroupRules(
        rules,
        values([
          ['A', 10],
          ['B', 5],
        ]),
        codeOf,
      ),
    ).toEqual({
      ok: true,
      computed: [
        { rule: 1, id_tag: 3, value: 15 },
        { rule: 2, id_tag: 4, value: 30 },
      ],
    });
  });

  it('fails on the first validation that does not hold, over computed values too', () => {
    expect(
      applyGroupRules(
        rules,
        values([
          ['A', 60],
          ['B', 50],
        ]),
        codeOf,
      ),
    ).toEqual({
      ok: false,
      failure: 'violated',
      rule: 0,
      message: 'Total too high',
      expression: 'T:TOTAL < 100',
    });
    expect(
      applyGroupRules(
        rules,
        values([
          ['A', 0],
          ['B', 5],
        ]),
        codeOf,
      ),
    ).toMatchObject({ ok: false, rule: 3, message: 'A cannot be zero' });
  });

  it('skips rules whose inputs were not entered', () => {
    expect(applyGroupRules(rules, values([['B', 5]]), codeOf)).toEqual({ ok: true, computed: [] });
  });

  it('reports a rule that is not a valid group rule of its kind', () => {
    expect(applyGroupRules([{ kind: 'validation', expression: 'T:A + 1' }], values([['A', 1]]), codeOf)).toEqual({ ok: false, failure: 'invalid', rule: 0 });
    expect(applyGroupRules([{ kind: 'formula', expression: 'T:A > 1', target_tag: 3 }], values([['A', 1]]), codeOf)).toEqual({
      ok: false,
      failure: 'invalid',
      rule: 0,
    });
  });

  it('reads the rules column as JSON text or as an array, dropping malformed entries', () => {
    expect(rulesOf('[{"kind":"formula","expression":"1","target_tag":3},{"kind":"x"}]')).toEqual([{ kind: 'formula', expression: '1', target_tag: 3 }]);
    expect(rulesOf(null)).toEqual([]);
    expect(rulesOf('not json')).toEqual([]);
  });
});
