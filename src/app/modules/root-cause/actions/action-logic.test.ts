import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { actionFixture, bruno, causeFixture } from './action-fixture.js';
import { actionProblem } from './action-problem.js';
import { actionsByCause } from './actions-by-cause.js';
import { changedFields, draftOf, draftProblems, emptyDraft, fieldsOf, parseAmount } from './action-draft.js';
import { attachmentProblem } from './attachment-check.js';
import { verifyProblems } from './verify-check.js';

const refusal = (status: number, message: string, fields?: Record<string, { key: string }>) =>
  new ApiError(status, 'POST', { error: { code: 'X', message, fields } });

describe('actionProblem', () => {
  it('tells a stale version apart from the other conflicts, which are shown by their key', () => {
    expect(actionProblem(refusal(409, 'rootCause.errors.stateChanged'), [])).toEqual({ kind: 'stale' });
    expect(actionProblem(refusal(409, 'rootCause.errors.notFromThisState'), [])).toEqual({ kind: 'message', key: 'rootCause.errors.notFromThisState' });
    expect(actionProblem(refusal(403, 'rootCause.errors.notYourRole'), [])).toEqual({ kind: 'message', key: 'rootCause.errors.notYourRole' });
  });

  it('places field refusals under their fields, by their last name, and a failure without an answer as the fallback', () => {
    const error = refusal(400, 'global.error.messages.validation', { 'verification.date': { key: 'rootCause.errors.verificationDateRequired' } });
    expect(actionProblem(error, ['date', 'status'])).toEqual({ kind: 'fields', fields: { date: { key: 'rootCause.errors.verificationDateRequired' } } });
    expect(actionProblem(error, ['title'])).toEqual({ kind: 'message', key: 'global.error.messages.validation' });
    expect(actionProblem(new Error('x'), [], 'rootCause.messages.efficiencySaveError')).toEqual({
      kind: 'message',
      key: 'rootCause.messages.efficiencySaveError',
    });
  });
});

describe('the 5W2H draft', () => {
  it('requires the title, what, why, deadline and people, and checks durations and how much', () => {
    const draft = { ...emptyDraft(null, bruno), planned_time: '2:30', spent_time: '100:05', how_much: '12,x' };
    expect(draftProblems(draft)).toEqual({
      title: 'ra.validation.required',
      what: 'ra.validation.required',
      why: 'ra.validation.required',
      deadline: 'ra.validation.required',
      responsible: 'ra.validation.required',
      planned_time: 'rootCause.errors.durationFormat',
      how_much: 'rcaActions.form.numberInvalid',
    });
    expect(draftProblems({ ...draft, spent_time: '02:60' }).spent_time).toBe('rootCause.errors.durationFormat');
  });

  it('reads how much with a decimal comma or point', () => {
    expect(parseAmount('1234,5')).toBe(1234.5);
    expect(parseAmount(' 7.25 ')).toBe(7.25);
    expect(parseAmount('1.234,5')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
  });

  it('sends only the fields that changed when editing', () => {
    const action = actionFixture(4);
    const draft = { ...draftOf(action, (n) => String(n).replace('.', ',')), spent_time: '01:15', where: '  ' };
    expect(draftProblems(draft)).toEqual({});
    expect(changedFields(action, fieldsOf(draft))).toEqual({ spent_time: '01:15', where: null });
  });
});

describe('attachmentProblem', () => {
  it('takes PNG, JPG and PDF under 2 MB', () => {
    expect(attachmentProblem({ name: 'photo.JPEG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(attachmentProblem({ name: 'report.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 - 1 })).toBeNull();
    expect(attachmentProblem({ name: 'report.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 })).toBe('rootCause.errors.attachmentTooLarge');
    expect(attachmentProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('rootCause.errors.attachmentType');
    expect(attachmentProblem({ name: 'fake.png', type: 'text/html', size: 10 })).toBe('rootCause.errors.attachmentType');
  });
});

describe('verifyProblems', () => {
  const today = '2026-11-24';
  it('needs a verdict, a date for it within the conclusion date and today, and a commentary when ineffective', () => {
    expect(verifyProblems({ date: '', status: '', commentary: '' }, null, today)).toEqual({ status: 'rootCause.errors.verificationVerdictRequired' });
    expect(verifyProblems({ date: '', status: 'effective', commentary: '' }, null, today)).toEqual({ date: 'rootCause.errors.verificationDateRequired' });
    expect(verifyProblems({ date: '2026-11-10', status: 'ineffective', commentary: ' ' }, '2026-11-12', today)).toEqual({
      date: 'rootCause.errors.verificationDateRange',
      commentary: 'rootCause.errors.verificationCommentRequired',
    });
    expect(verifyProblems({ date: '2026-11-25', status: 'effective', commentary: '' }, '2026-11-12', today).date).toBe(
      'rootCause.errors.verificationDateRange',
    );
    expect(verifyProblems({ date: today, status: 'ineffective', commentary: 'still drifts' }, '2026-11-12', today)).toEqual({});
  });
});

describe('actionsByCause', () => {
  it('groups every action under its cause in the analysis order, or keeps the selected cause only', () => {
    const causes = [causeFixture(10), causeFixture(11), causeFixture(12)];
    const actions = [actionFixture(1, { id_cause: 11 }), actionFixture(2, { id_cause: 10 }), actionFixture(3, { id_cause: 11 })];
    expect(actionsByCause(causes, actions, null).map((group) => [group.cause?.id_cause, group.actions.map((action) => action.id_action)])).toEqual([
      [10, [2]],
      [11, [1, 3]],
    ]);
    expect(actionsByCause(causes, actions, 12)).toEqual([{ cause: causes[2], actions: [] }]);
  });
});
