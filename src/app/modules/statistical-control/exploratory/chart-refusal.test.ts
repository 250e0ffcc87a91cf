import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { chartRefusal } from './chart-refusal.js';

const refusal = (status: number, fields?: Record<string, { key: string; args?: Record<string, unknown> }>) =>
  new ApiError(status, 'POST', { error: { code: 'VALIDATION', message: 'global.error.messages.validation', fields } });

describe('chartRefusal', () => {
  it('puts each field problem of a 400 under the page’s field, and keeps the others for the notice', () => {
    expect(
      chartRefusal(
        refusal(400, {
          subgroupSize: { key: 'spc.errors.subgroupSize', args: { min: 2, max: 25 } },
          to: { key: 'spc.errors.periodTooLong', args: { days: 400 } },
          points: { key: 'validation.range' },
        }),
      ),
    ).toEqual({
      messageKey: 'global.error.messages.validation',
      fields: { subgroupSize: { key: 'spc.errors.subgroupSize', args: { min: 2, max: 25 } }, range: { key: 'spc.errors.periodTooLong', args: { days: 400 } } },
      others: [{ field: 'points', key: 'validation.range' }],
    });
  });

  it('is no refusal for other statuses and other errors', () => {
    expect(chartRefusal(refusal(403))).toBeNull();
    expect(chartRefusal(new Error('x'))).toBeNull();
  });
});
