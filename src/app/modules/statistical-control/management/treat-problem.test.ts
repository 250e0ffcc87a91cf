import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { treatProblem } from './treat-problem.js';

const refusal = (status: number, message?: string, fields?: Record<string, { key: string }>) =>
  new ApiError(status, 'POST', { error: { code: 'X', message, fields } });

describe('treatProblem', () => {
  it('hands a stale version (409) to the page, whatever key the answer carries', () => {
    expect(treatProblem(refusal(409, 'spc.errors.stateChanged'))).toEqual({ kind: 'stale' });
    expect(treatProblem(refusal(409))).toEqual({ kind: 'stale' });
  });

  it('keeps only the treatment fields for the form', () => {
    const problem = treatProblem(
      refusal(400, 'global.error.messages.validation', {
        id_diagnostic: { key: 'spc.errors.inactiveCatalogue' },
        version: { key: 'validation.required' },
      }),
    );
    expect(problem).toEqual({ kind: 'fields', fields: { id_diagnostic: { key: 'spc.errors.inactiveCatalogue' } } });
  });

  it('shows any other refusal by its key, and a failure that is not an answer as a save error', () => {
    expect(treatProblem(refusal(403, 'global.error.messages.forbidden'))).toEqual({ kind: 'message', key: 'global.error.messages.forbidden' });
    expect(treatProblem(refusal(400, 'global.error.messages.validation', { version: { key: 'validation.required' } }))).toEqual({
      kind: 'message',
      key: 'global.error.messages.validation',
    });
    expect(treatProblem(new Error('boom'))).toEqual({ kind: 'message', key: 'global.error.messages.saveError' });
  });
});
