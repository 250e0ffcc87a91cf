import { describe, expect, it } from 'vitest';
import { choiceFieldOf, choiceProblems, initialChoice, tagChartBody, withChart, type ExploratoryChoice } from './exploratory-choice.js';

const range = { from: Date.parse('2026-11-01T03:00:00Z'), to: Date.parse('2026-11-08T03:00:00Z') };
const choice = (overrides: Partial<ExploratoryChoice> = {}): ExploratoryChoice => ({ ...initialChoice(range), idTag: 7, ...overrides });

describe('choiceProblems', () => {
  it('accepts the initial X̄-R choice once a tag is chosen', () => {
    expect(choiceProblems(choice())).toEqual({});
    expect(Object.keys(choiceProblems(initialChoice(range)))).toEqual(['idTag']);
  });

  it('keeps X̄ subgroups within the constants table, 2 to 25 (ASTM STP 15D)', () => {
    for (const subgroupSize of [1, 26, 2.5, null])
      expect(choiceProblems(choice({ subgroupSize })).subgroupSize?.key).toBe('spcExploratory.errors.subgroupSize');
    expect(choiceProblems(choice({ subgroupSize: 25 }))).toEqual({});
    // Day sampling makes the day's entries the subgroup; I-MR charts individuals.
    expect(choiceProblems(choice({ subgroupSize: null, sampling: 'day-3' }))).toEqual({});
    expect(choiceProblems(choice({ subgroupSize: null, chart: 'i-mr' }))).toEqual({});
  });

  it('asks p, np and u charts for the sample size, not c charts', () => {
    for (const chart of ['p', 'np', 'u'] as const) expect(choiceProblems(choice({ chart })).sampleSize?.key).toBe('spcExploratory.errors.sampleSize');
    expect(choiceProblems(choice({ chart: 'c' }))).toEqual({});
    expect(choiceProblems(choice({ chart: 'p', sampleSize: 200 }))).toEqual({});
  });

  it('refuses a K outside 1–6, no rule, and a reversed period', () => {
    expect(Object.keys(choiceProblems(choice({ k: 0.5, rules: [], range: { from: range.to, to: range.from } })))).toEqual(['range', 'k', 'rules']);
    expect(choiceProblems(choice({ k: null })).k?.key).toBe('spcExploratory.errors.k');
  });
});

describe('tagChartBody', () => {
  it('sends the period as instants and only the size the chart uses', () => {
    expect(tagChartBody(choice({ rules: [5, 1] }), 800)).toEqual({
      id_tag: 7,
      from: '2026-11-01T03:00:00.000Z',
      to: '2026-11-08T03:00:00.000Z',
      chart: 'xbar-r',
      sampling: 'subgroup',
      subgroupSize: 5,
      k: 3,
      rules: [1, 5],
      points: 800,
    });
    const p = tagChartBody(choice({ chart: 'p', sampleSize: 50 }), 500);
    expect(p).toMatchObject({ chart: 'p', sampleSize: 50 });
    expect(p).not.toHaveProperty('subgroupSize');
  });

  it('sends nothing while the choice has a problem', () => {
    expect(tagChartBody(choice({ idTag: null }), 500)).toBeNull();
  });
});

describe('withChart and choiceFieldOf', () => {
  it('drops day sampling when leaving the X̄ charts', () => {
    expect(withChart(choice({ sampling: 'day-6' }), 'xbar-s').sampling).toBe('day-6');
    expect(withChart(choice({ sampling: 'day-6' }), 'i-mr').sampling).toBe('subgroup');
  });

  it('maps the server’s fields to the page’s', () => {
    expect(['id_tag', 'to', 'subgroupSize', 'rules.2', 'points'].map(choiceFieldOf)).toEqual(['idTag', 'range', 'subgroupSize', 'rules', null]);
  });
});
