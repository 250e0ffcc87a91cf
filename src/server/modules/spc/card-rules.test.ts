import { describe, expect, it } from 'vitest';
import { cardErrors, revisionsErrors, ruleSetTagErrors, samplingErrors, scaleErrors, type CardRevision, type CardSampling } from './card-rules.js';

const key = (name: string) => ({ key: `spc.errors.${name}` });
const subgroupSize = { key: 'spc.errors.subgroupSize', args: { min: 2, max: 25 } };

describe('the tag of a card', () => {
  it('is one its rule set may chart', () => {
    expect(ruleSetTagErrors(7, [3, 7])).toEqual({});
    expect(ruleSetTagErrors(7, [3])).toEqual({ id_tag: key('tagNotInRuleSet') });
    expect(ruleSetTagErrors(7, [])).toEqual({ id_tag: key('tagNotInRuleSet') });
  });
});

describe('sampling per chart', () => {
  const card = (values: Partial<CardSampling>): CardSampling => ({ chart_type: 'xbar-r', sampling: 'subgroup', ...values });

  it.each(['xbar-r', 'xbar-s'] as const)('%s with subgroup sampling takes subgroups of 2 to 25 (ASTM E2587 constants)', (chart_type) => {
    for (const size of [2, 5, 25]) expect(samplingErrors(card({ chart_type, subgroup_size: size }))).toEqual({});
    for (const size of [undefined, 1, 26]) expect(samplingErrors(card({ chart_type, subgroup_size: size }))).toEqual({ subgroup_size: subgroupSize });
  });

  it.each(['day-3', 'day-6', 'day-24'] as const)('X̄ charts take the day sampling %s, whatever the subgroup size', (sampling) => {
    expect(samplingErrors(card({ chart_type: 'xbar-r', sampling }))).toEqual({});
    expect(samplingErrors(card({ chart_type: 'xbar-s', sampling, subgroup_size: 1 }))).toEqual({});
  });

  it.each(['i-mr', 'p', 'np', 'c', 'u'] as const)('%s refuses day sampling: the day is a subgroup of X̄ charts only', (chart_type) => {
    const sample_size = 50;
    for (const sampling of ['day-3', 'day-6', 'day-24'] as const)
      expect(samplingErrors(card({ chart_type, sampling, sample_size }))).toEqual({ sampling: key('samplingChart') });
  });

  it('charts individuals on I-MR: the subgroup size is not asked for', () => {
    for (const size of [undefined, 1, 5]) expect(samplingErrors(card({ chart_type: 'i-mr', subgroup_size: size }))).toEqual({});
  });

  it.each(['p', 'np', 'u'] as const)('%s needs the sample size', (chart_type) => {
    expect(samplingErrors(card({ chart_type, sample_size: 100 }))).toEqual({});
    expect(samplingErrors(card({ chart_type }))).toEqual({ sample_size: key('sampleSizeRequired') });
    expect(samplingErrors(card({ chart_type, sample_size: null as never }))).toEqual({ sample_size: key('sampleSizeRequired') });
  });

  it('c counts defects of a constant area: no sample size needed', () => {
    expect(samplingErrors(card({ chart_type: 'c' }))).toEqual({});
  });

  it('reports each problem under its own field', () => {
    expect(samplingErrors(card({ chart_type: 'u', sampling: 'day-6' }))).toEqual({ sampling: key('samplingChart'), sample_size: key('sampleSizeRequired') });
  });
});

describe('the scale', () => {
  it('needs its minimum below its maximum when both are given', () => {
    expect(scaleErrors({ scale_min: 1, scale_max: 2 })).toEqual({});
    expect(scaleErrors({ scale_min: 2, scale_max: 2 })).toEqual({ scale_max: key('scaleInverted') });
    expect(scaleErrors({ scale_min: 3, scale_max: 2 })).toEqual({ scale_max: key('scaleInverted') });
    expect(scaleErrors({ scale_min: 3 })).toEqual({});
    expect(scaleErrors({ scale_max: -3 })).toEqual({});
    expect(scaleErrors({})).toEqual({});
  });
});

describe('revisions', () => {
  const revision = (values: Partial<CardRevision> = {}): CardRevision => ({ valid_from: '2026-01-01', ...values });
  const scale = { scale_min: 0, scale_max: 100 };

  it('accepts blank limits, given limits inside the scale and a base period in order', () => {
    const revisions = [
      revision(),
      revision({ valid_from: '2026-02-01', center: null, lcl: null, ucl: null, base_from: '2026-01-01', base_to: '2026-01-31' }),
      revision({ valid_from: '2026-03-01', lcl: 0, center: 50, ucl: 100, base_from: '2026-02-01', base_to: '2026-02-01' }),
    ];
    expect(revisionsErrors(revisions, scale)).toEqual({});
    expect(revisionsErrors(undefined, scale)).toEqual({});
  });

  it('refuses a second revision of the same start date, on the later one', () => {
    const revisions = [revision(), revision({ valid_from: '2026-02-01' }), revision(), revision({ valid_from: '2026-02-01' })];
    expect(revisionsErrors(revisions, scale)).toEqual({
      'revisions.2.valid_from': key('revisionDateRepeated'),
      'revisions.3.valid_from': key('revisionDateRepeated'),
    });
  });

  it('keeps each limit inside the scale, on either side', () => {
    expect(revisionsErrors([revision({ lcl: -1, ucl: 101 })], scale)).toEqual({
      'revisions.0.lcl': key('lowerOutsideScale'),
      'revisions.0.ucl': key('upperOutsideScale'),
    });
    expect(revisionsErrors([revision({ lcl: 101 })], scale)).toEqual({ 'revisions.0.lcl': key('lowerOutsideScale') });
    expect(revisionsErrors([revision({ ucl: -1 })], scale)).toEqual({ 'revisions.0.ucl': key('upperOutsideScale') });
    expect(revisionsErrors([revision({ lcl: -1 })], { scale_max: 100 })).toEqual({});
    expect(revisionsErrors([revision({ ucl: 1000 })], { scale_min: 0 })).toEqual({});
    expect(revisionsErrors([revision({ lcl: -5, ucl: 500 })], {})).toEqual({});
  });

  it('needs the lower limit below the upper one', () => {
    expect(revisionsErrors([revision({ lcl: 60, ucl: 40 })], scale)).toEqual({ 'revisions.0.ucl': key('limitsInverted') });
    expect(revisionsErrors([revision({ lcl: 40, ucl: 40 })], scale)).toEqual({ 'revisions.0.ucl': key('limitsInverted') });
  });

  it('needs a given center within the given limits, and says nothing of it while the limits are inverted', () => {
    expect(revisionsErrors([revision({ lcl: 40, center: 39, ucl: 60 })], scale)).toEqual({ 'revisions.0.center': key('centerOutsideLimits') });
    expect(revisionsErrors([revision({ lcl: 40, center: 61, ucl: 60 })], scale)).toEqual({ 'revisions.0.center': key('centerOutsideLimits') });
    expect(revisionsErrors([revision({ center: 39, lcl: 40 })], scale)).toEqual({ 'revisions.0.center': key('centerOutsideLimits') });
    expect(revisionsErrors([revision({ center: 61, ucl: 60 })], scale)).toEqual({ 'revisions.0.center': key('centerOutsideLimits') });
    expect(revisionsErrors([revision({ lcl: 40, center: 40, ucl: 60 })], scale)).toEqual({});
    expect(revisionsErrors([revision({ center: 500 })], scale)).toEqual({});
    expect(revisionsErrors([revision({ lcl: 60, center: 10, ucl: 40 })], scale)).toEqual({ 'revisions.0.ucl': key('limitsInverted') });
  });

  it('needs the base period in order', () => {
    expect(revisionsErrors([revision({ base_from: '2026-01-31', base_to: '2026-01-01' })], scale)).toEqual({
      'revisions.0.base_to': key('basePeriodInverted'),
    });
    expect(revisionsErrors([revision({ base_from: '2026-01-31' })], scale)).toEqual({});
  });
});

describe('every rule of a card', () => {
  it('gathers the errors of each field', () => {
    const card = {
      code: 'C1',
      id_tag: 9,
      id_rule_set: 1,
      k_factor: 3,
      chart_type: 'xbar-s' as const,
      sampling: 'subgroup' as const,
      subgroup_size: 1,
      scale_min: 10,
      scale_max: 5,
      revisions: [{ valid_from: '2026-01-01', base_from: '2026-01-02', base_to: '2026-01-01' }],
    };
    expect(cardErrors(card, [1, 2])).toEqual({
      id_tag: key('tagNotInRuleSet'),
      subgroup_size: subgroupSize,
      scale_max: key('scaleInverted'),
      'revisions.0.base_to': key('basePeriodInverted'),
    });
    expect(cardErrors({ ...card, subgroup_size: 5, scale_min: 0, revisions: [] }, [9])).toEqual({});
  });
});
