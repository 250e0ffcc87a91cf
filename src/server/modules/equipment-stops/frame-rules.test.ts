import { describe, expect, it } from 'vitest';
import { activeFramesAdded, detectionErrors, inactiveMotiveErrors, motivesAdded } from './frame-rules.js';

describe('frame rules', () => {
  it.each([
    ['a new active frame', undefined, { active: true }, 1],
    ['a new inactive frame', undefined, { active: false }, 0],
    ['an inactive frame made active', { active: false }, { active: true }, 1],
    ['an active frame edited', { active: true }, { active: true }, 0],
    ['an active frame deactivated', { active: true }, { active: false }, 0],
  ])('counts %s as adding %i active frames', (_, current, next, added) => {
    expect(activeFramesAdded(current, next)).toBe(added);
  });

  it('asks an automatic frame for its state tag, and nothing of a manual one', () => {
    expect(detectionErrors({ insertion: 'automatic' })).toEqual({ id_tag_state: { key: 'equipmentStops.errors.stateTagRequired' } });
    expect(detectionErrors({ insertion: 'automatic', id_tag_state: null })).toEqual({ id_tag_state: { key: 'equipmentStops.errors.stateTagRequired' } });
    expect(detectionErrors({ insertion: 'automatic', id_tag_state: 7 })).toEqual({});
    expect(detectionErrors({ insertion: 'manual' })).toEqual({});
  });

  it('names only the motives a write adds', () => {
    expect(motivesAdded(undefined, { motives: [1, 2] })).toEqual([1, 2]);
    expect(motivesAdded({ motives: [1, 2] }, { motives: [2, 3] })).toEqual([3]);
    expect(motivesAdded({ motives: [1] }, {})).toEqual([]);
  });

  it('refuses the motives field when an added motive is inactive', () => {
    expect(inactiveMotiveErrors([4])).toEqual({ motives: { key: 'equipmentStops.errors.motiveInactive' } });
    expect(inactiveMotiveErrors([])).toEqual({});
  });
});
