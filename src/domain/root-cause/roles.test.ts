import { describe, expect, it } from 'vitest';
import { rolesOnAction, rolesOnEffect, type EffectPeople } from './roles.js';

// README.md of src/server/modules/root-cause, "Roles" (business modules §6): roles are per record.
const effect: EffectPeople = { responsible: 1, manager: 2, examiner: 3, team: [4, 5] };

describe('rolesOnEffect', () => {
  it('the effect responsible and each team member are applicators', () => {
    expect(rolesOnEffect(1, effect)).toEqual(['applicator']);
    expect(rolesOnEffect(4, effect)).toEqual(['applicator']);
    expect(rolesOnEffect(5, effect)).toEqual(['applicator']);
  });

  it('the manager is manager; the effect examiner alone holds no effect role', () => {
    expect(rolesOnEffect(2, effect)).toEqual(['manager']);
    expect(rolesOnEffect(3, effect)).toEqual([]);
  });

  it('a stranger holds no role', () => {
    expect(rolesOnEffect(99, effect)).toEqual([]);
  });

  it('one person may hold several roles, in the order of RCA_ROLES', () => {
    expect(rolesOnEffect(1, { ...effect, manager: 1 })).toEqual(['applicator', 'manager']);
    expect(rolesOnEffect(2, { ...effect, team: [2] })).toEqual(['applicator', 'manager']);
  });
});

describe('rolesOnAction', () => {
  it('adds responsible (the action who) and examiner (the action examiner) to the effect roles', () => {
    expect(rolesOnAction(7, effect, { responsible: 7, examiner: 3 })).toEqual(['responsible']);
    expect(rolesOnAction(3, effect, { responsible: 7, examiner: 3 })).toEqual(['examiner']);
    expect(rolesOnAction(99, effect, { responsible: 7, examiner: 3 })).toEqual([]);
  });

  it('the action examiner, not the effect examiner, is the examiner', () => {
    expect(rolesOnAction(3, effect, { responsible: 7, examiner: 8 })).toEqual([]);
    expect(rolesOnAction(8, effect, { responsible: 7, examiner: 8 })).toEqual(['examiner']);
  });

  it('every role at once, in the order of RCA_ROLES', () => {
    const everyone = { responsible: 1, manager: 1, examiner: 1, team: [] };
    expect(rolesOnAction(1, everyone, { responsible: 1, examiner: 1 })).toEqual(['applicator', 'manager', 'responsible', 'examiner']);
    expect(rolesOnAction(4, effect, { responsible: 4, examiner: 4 })).toEqual(['applicator', 'responsible', 'examiner']);
  });
});
