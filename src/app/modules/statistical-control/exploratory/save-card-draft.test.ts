import { describe, expect, it } from 'vitest';
import { initialChoice } from './exploratory-choice.js';
import { cardRecord, draftProblems, ruleSetsOfTag, type CardDraft } from './save-card-draft.js';

const draft = (overrides: Partial<CardDraft> = {}): CardDraft => ({ code: ' FW-01 ', description: '', idRuleSet: 2, k: '3', idAlert: null, ...overrides });
const choice = { ...initialChoice({ from: 0, to: 1 }), idTag: 7 };

describe('draftProblems', () => {
  it('needs a code, a rule set and K from 1 to 6', () => {
    expect(draftProblems(draft())).toEqual({});
    expect(draftProblems(draft({ code: '  ', idRuleSet: null, k: '7' }))).toEqual({
      code: { key: 'ra.validation.required' },
      id_rule_set: { key: 'ra.validation.required' },
      k_factor: { key: 'spcExploratory.errors.k', args: { min: 1, max: 6 } },
    });
    expect(draftProblems(draft({ k: '2,5' }))).toEqual({});
    expect(draftProblems(draft({ k: '' })).k_factor).toBeDefined();
    expect(draftProblems(draft({ code: 'X'.repeat(31) })).code).toEqual({ key: 'ra.validation.maxLength', args: { max: 30 } });
  });
});

describe('cardRecord', () => {
  it('takes the page’s chart with the dialog’s fields', () => {
    expect(cardRecord(draft({ k: '2,5', idAlert: 4, description: ' Fill weight ' }), { ...choice, subgroupSize: 4 })).toEqual({
      code: 'FW-01',
      description: 'Fill weight',
      id_tag: 7,
      chart_type: 'xbar-r',
      sampling: 'subgroup',
      subgroup_size: 4,
      id_rule_set: 2,
      k_factor: 2.5,
      id_alerta: 4,
      revisions: [],
      active: true,
    });
  });

  it('charts individuals and counts one value per point, with the sample size of p, np and u', () => {
    expect(cardRecord(draft(), { ...choice, chart: 'i-mr' })).toMatchObject({ subgroup_size: 1, sampling: 'subgroup' });
    const p = cardRecord(draft(), { ...choice, chart: 'p', sampleSize: 120 });
    expect(p).toMatchObject({ chart_type: 'p', subgroup_size: 1, sample_size: 120 });
    expect(cardRecord(draft(), { ...choice, sampling: 'day-3' })).not.toHaveProperty('subgroup_size');
  });
});

describe('ruleSetsOfTag', () => {
  it('offers the active rule sets that chart the tag', () => {
    const sets = [
      { id: 1, tags: [7, 8], active: true },
      { id: 2, tags: [8], active: true },
      { id: 3, tags: [7], active: false },
      { id: 4, tags: undefined, active: true },
    ];
    expect(ruleSetsOfTag(sets, 7).map((set) => set.id)).toEqual([1]);
  });
});
