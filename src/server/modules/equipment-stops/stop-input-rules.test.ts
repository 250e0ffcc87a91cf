import { describe, expect, it } from 'vitest';
import type { ComplementaryTypeRow, MotiveRow } from './stop-repository.js';
import { frameRulesFixture as frame } from './frame-rules-fixture.js';
import { checkComplements, motiveAllowed } from './stop-input-rules.js';

const motive = (values: Partial<MotiveRow> = {}): MotiveRow => ({
  id_motive: 5,
  id_elemento: 10,
  code: 'JAM',
  description: 'Jam',
  color: '#000000',
  loss_category: 'availability',
  id_motive_group: 2,
  active: true,
  ...values,
});

describe('motiveAllowed', () => {
  it('allows any active motive of the unit when the frame lists none', () => {
    expect(motiveAllowed(frame(), motive())).toBe(true);
    expect(motiveAllowed(frame(), motive({ id_elemento: 11 }))).toBe(false);
    expect(motiveAllowed(frame(), motive({ active: false }))).toBe(false);
    expect(motiveAllowed(frame(), undefined)).toBe(false);
  });

  it('allows a listed motive or one of a listed group only', () => {
    expect(motiveAllowed(frame({ motives: [5] }), motive())).toBe(true);
    expect(motiveAllowed(frame({ motive_groups: [2] }), motive())).toBe(true);
    expect(motiveAllowed(frame({ motives: [6], motive_groups: [3] }), motive())).toBe(false);
  });
});

describe('checkComplements', () => {
  const types: ComplementaryTypeRow[] = [
    { id_complementary_type: 1, field_type: 'text', options: [], required: true },
    { id_complementary_type: 2, field_type: 'number', options: [], required: false },
    { id_complementary_type: 3, field_type: 'choice', options: ['A', 'B'], required: false },
    { id_complementary_type: 4, field_type: 'date', options: [], required: false },
  ];

  it('keeps valid values and drops blank ones', () => {
    expect(checkComplements(types, { 1: 'note', 2: 3.5, 3: 'B', 4: '2026-11-24' })).toEqual({ complements: { 1: 'note', 2: 3.5, 3: 'B', 4: '2026-11-24' } });
    expect(checkComplements(types, { 1: 'x', 2: null, 3: '' })).toEqual({ complements: { 1: 'x' } });
  });

  it('names each wrong field', () => {
    expect(checkComplements(types, { 2: 'three', 3: 'C', 4: '24/11/2026', 9: 'x' })).toEqual({
      errors: {
        'complements.1': { key: 'global.labels.requiredField' },
        'complements.2': { key: 'validation.number' },
        'complements.3': { key: 'validation.invalid' },
        'complements.4': { key: 'validation.format.date' },
        'complements.9': { key: 'validation.unknownField' },
      },
    });
    expect(checkComplements(types, { 1: 'x'.repeat(501) })).toEqual({
      errors: { 'complements.1': { key: 'global.labels.maxLengthExceeded', args: { max: 500 } } },
    });
  });
});
