import { describe, expect, it } from 'vitest';
import { catalogueProblem, MAX_COMMENT, treatmentComment } from './treat-violation.js';

describe('treatmentComment', () => {
  it('trims the comment and stores a blank one as none', () => {
    expect(treatmentComment('  Nozzle clogged \n')).toEqual({ comment: 'Nozzle clogged' });
    expect(treatmentComment('   ')).toEqual({ comment: null });
    expect(treatmentComment(undefined)).toEqual({ comment: null });
    expect(treatmentComment(null)).toEqual({ comment: null });
  });

  it('counts the length after trimming', () => {
    expect(treatmentComment(` ${'x'.repeat(MAX_COMMENT)} `)).toEqual({ comment: 'x'.repeat(MAX_COMMENT) });
    expect(treatmentComment('x'.repeat(MAX_COMMENT + 1))).toEqual({ problem: { key: 'global.labels.maxLengthExceeded', args: { max: MAX_COMMENT } } });
  });

  it('refuses U+0000, which PostgreSQL cannot store', () => {
    expect(treatmentComment('a\u0000b')).toEqual({ problem: { key: 'validation.nulCharacter' } });
  });
});

describe('catalogueProblem', () => {
  it('refuses an entry the unit has not, and an inactive one; accepts an active one', () => {
    expect(catalogueProblem(null)).toEqual({ key: 'validation.referenceNotFound' });
    expect(catalogueProblem({ description: 'Old', active: false })).toEqual({ key: 'spc.errors.inactiveCatalogue' });
    expect(catalogueProblem({ description: 'Worn', active: true })).toBeUndefined();
  });
});
