import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { stopFixture } from '../shared/stop-fixture.js';
import { decisionProblem, isApprovable } from './approvable-stops.js';

const stop = stopFixture;

const refusal = (status: number, message: string, fields?: Record<string, { key: string }>) =>
  new ApiError(status, 'POST', { error: { code: 'X', message, fields } });

describe('isApprovable', () => {
  it.each([
    ['a finished stop waiting', stop(1), true],
    ['an open stop', stop(1, { status: 'open', end: null }), false],
    ['an annulled stop', stop(1, { status: 'annulled' }), false],
    ['an approved stop', stop(1, { consistency: 'approved' }), false],
    ['a reproved stop (waiting again)', stop(1, { reproved: true }), true],
  ])('%s', (_name, given, want) => expect(isApprovable(given)).toBe(want));
});

describe('decisionProblem', () => {
  const chosen = [stop(1), stop(2, { id_motive: null }), stop(3, { id_motive: null })];

  it('names the chosen stops without a motive when the frame requires one', () => {
    const problem = decisionProblem(
      refusal(400, 'equipmentStops.errors.motiveRequired', { id_motive: { key: 'equipmentStops.errors.motiveRequired' } }),
      chosen,
    );
    expect(problem).toEqual({ kind: 'motiveRequired', stops: [chosen[1], chosen[2]] });
  });

  it('asks to read the list again when a stop changed meanwhile', () => {
    expect(decisionProblem(refusal(409, 'equipmentStops.errors.stateChanged'), chosen)).toEqual({ kind: 'stale' });
  });

  it('puts a wrong password or a missing comment on its field', () => {
    const fields = { password: { key: 'auth.password.currentWrong' } };
    expect(decisionProblem(refusal(400, 'auth.password.currentWrong', fields), chosen)).toEqual({ kind: 'fields', fields });
  });

  it('shows any other refusal by its key, and a failure that is not the server’s as a save error', () => {
    expect(decisionProblem(refusal(403, 'equipmentStops.errors.notApprover'), chosen)).toEqual({ kind: 'message', key: 'equipmentStops.errors.notApprover' });
    expect(decisionProblem(new Error('boom'), chosen)).toEqual({ kind: 'message', key: 'global.error.messages.saveError' });
  });
});
