import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { periodProblem } from './period-problem.js';

const refusal = (status: number, fields?: Record<string, { key: string; args?: Record<string, unknown> }>) =>
  new ApiError(status, 'GET', { error: { code: 'VALIDATION', message: 'global.error.messages.validation', fields } });

describe('periodProblem', () => {
  it('finds the refused bound of the period', () => {
    expect(periodProblem(refusal(400, { to: { key: 'spc.errors.periodTooLong', args: { days: 400 } } }))).toEqual({
      key: 'spc.errors.periodTooLong',
      args: { days: 400 },
    });
    expect(periodProblem(refusal(400, { from: { key: 'validation.format' } }))).toEqual({ key: 'validation.format' });
  });

  it('leaves other failures to the list status', () => {
    expect(periodProblem(refusal(400, { id_card: { key: 'validation.required' } }))).toBeNull();
    expect(periodProblem(refusal(500))).toBeNull();
    expect(periodProblem(new Error('offline'))).toBeNull();
  });
});
