import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, recordOf } from './oee-draft.js';
import { firstInvalidStep, stepErrors } from './oee-draft-rules.js';

const complete = {
  ...emptyDraft,
  title: 'Filler 101',
  id_frame: 3,
  ideal_cycle_time_sec: 1.5,
  id_tag_total: 10,
  id_tag_bad: 12,
};

describe('the OEE wizard draft', () => {
  it('asks for the title, frame, cycle time, total tag and a quality tag, step by step', () => {
    expect(stepErrors('availability', emptyDraft)).toEqual({ title: { key: 'ra.validation.required' }, id_frame: { key: 'ra.validation.required' } });
    expect(Object.keys(stepErrors('performance', emptyDraft))).toEqual(['ideal_cycle_time_sec', 'id_tag_total']);
    expect(stepErrors('quality', emptyDraft)).toEqual({ id_tag_good: { key: 'oee.wizard.errors.qualityTag' } });
    expect(firstInvalidStep(emptyDraft)).toBe('availability');
    expect(firstInvalidStep(complete)).toBeNull();
  });

  it('checks parts per cycle only when performance counts machine cycles', () => {
    const zeroParts = { ...complete, parts_per_cycle: 0 };
    expect(stepErrors('performance', zeroParts)).toEqual({});
    expect(stepErrors('performance', { ...zeroParts, performance_mode: 'partsPerCycle' })).toEqual({
      parts_per_cycle: { key: 'ra.validation.minValue', args: { min: 0.001 } },
    });
  });

  it('saves trimmed titles, leaves blank ones out and round-trips a stored record', () => {
    const record = recordOf({ ...complete, title: '  Filler 101 ', quality_title: ' ' });
    expect(record).toMatchObject({ title: 'Filler 101', quality_title: null, parts_per_cycle: 1, id_tag_good: null, id_tag_bad: 12 });
    expect(draftOf(record)).toEqual({ ...complete });
  });
});
