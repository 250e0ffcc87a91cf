import { describe, expect, it } from 'vitest';
import { verificationProblems, type VerificationInput } from './verification.js';

// README.md of src/server/modules/root-cause, "Verification" (business modules §5; ISO 9001:2015 §10.2.1 d,
// "review the effectiveness of any corrective action taken").

const conclusion = '2026-06-10';
const today = '2026-06-20';
const input = (more: Partial<VerificationInput> = {}): VerificationInput => ({ date: '2026-06-15', status: 'effective', commentary: null, ...more });

describe('verificationProblems', () => {
  it('an effective verdict with a date in range needs nothing more', () => {
    expect(verificationProblems(input(), conclusion, today)).toEqual({});
  });

  it('an ineffective verdict with its commentary is valid', () => {
    expect(verificationProblems(input({ status: 'ineffective', commentary: 'The belt slipped again.' }), conclusion, today)).toEqual({});
  });

  it('a verification status needs a verification date', () => {
    expect(verificationProblems(input({ date: null }), conclusion, today)).toEqual({ date: 'rootCause.errors.verificationDateRequired' });
    expect(verificationProblems(input({ date: '  ' }), conclusion, today)).toEqual({ date: 'rootCause.errors.verificationDateRequired' });
  });

  it('a date that is not YYYY-MM-DD, or no such day, is a format problem', () => {
    for (const date of ['15/06/2026', '2026-6-15', '2026-06-15T10:00', '2026-02-30', '2026-13-01', 'yesterday']) {
      expect(verificationProblems(input({ date }), conclusion, today)).toEqual({ date: 'validation.format.date' });
    }
  });

  it('the date lies between the conclusion date and today, both included', () => {
    expect(verificationProblems(input({ date: conclusion }), conclusion, today)).toEqual({});
    expect(verificationProblems(input({ date: today }), conclusion, today)).toEqual({});
    expect(verificationProblems(input({ date: '2026-06-09' }), conclusion, today)).toEqual({ date: 'rootCause.errors.verificationDateRange' });
    expect(verificationProblems(input({ date: '2026-06-21' }), conclusion, today)).toEqual({ date: 'rootCause.errors.verificationDateRange' });
    expect(verificationProblems(input({ date: '2025-12-31' }), '2026-01-01', today)).toEqual({ date: 'rootCause.errors.verificationDateRange' });
  });

  it('without a conclusion date only today bounds the date', () => {
    expect(verificationProblems(input({ date: '2000-01-01' }), null, today)).toEqual({});
    expect(verificationProblems(input({ date: '2026-06-21' }), null, today)).toEqual({ date: 'rootCause.errors.verificationDateRange' });
  });

  it('a verdict is required: pending is not one', () => {
    expect(verificationProblems(input({ status: 'pending' }), conclusion, today)).toEqual({ status: 'rootCause.errors.verificationVerdictRequired' });
  });

  it('an ineffective verdict says why', () => {
    for (const commentary of [null, '', ' \n ']) {
      expect(verificationProblems(input({ status: 'ineffective', commentary }), conclusion, today)).toEqual({
        commentary: 'rootCause.errors.verificationCommentRequired',
      });
    }
  });

  it('every problem at once, one per field', () => {
    expect(verificationProblems({ date: null, status: 'pending', commentary: null }, conclusion, today)).toEqual({
      date: 'rootCause.errors.verificationDateRequired',
      status: 'rootCause.errors.verificationVerdictRequired',
    });
    expect(verificationProblems({ date: '2026-07-01', status: 'ineffective', commentary: '' }, conclusion, today)).toEqual({
      date: 'rootCause.errors.verificationDateRange',
      commentary: 'rootCause.errors.verificationCommentRequired',
    });
  });
});
