import { describe, expect, it } from 'vitest';
import { powerBiErrorOf } from './powerbi-errors.js';

/** An `error` event's detail as powerbi-client raises it (powerbi-models' IError). */
const loadError = (errorCode: string, extra: Record<string, unknown> = {}) => ({
  message: 'LoadReportFailed',
  detailedMessage: 'Get report failed',
  errorCode,
  level: 6,
  ...extra,
});

describe('a Power BI load error as the spec’s message (business modules §8: 401, 403, 404, 500 and unexpected)', () => {
  it.each([
    ['401', 'unauthorized'],
    ['403', 'forbidden'],
    ['404', 'notFound'],
    ['500', 'serverError'],
    ['503', 'serverError'],
    ['400', 'unexpected'],
    ['TokenExpired', 'unexpected'],
  ])('errorCode %s is %s', (code, expected) => {
    expect(powerBiErrorOf(loadError(code))).toBe(expected);
  });

  it('reads the status from the technical details when the code does not carry it', () => {
    const detail = loadError('PowerBIEntityNotFound', { technicalDetails: { requestId: 'r1', errorInfo: [{ key: 'httpStatusCode', value: '404' }] } });
    expect(powerBiErrorOf(detail)).toBe('notFound');
  });

  it('takes a failure without any status, or no detail at all, as unexpected', () => {
    expect(powerBiErrorOf({ message: 'Something went wrong', level: 6 })).toBe('unexpected');
    expect(powerBiErrorOf(undefined)).toBe('unexpected');
    expect(powerBiErrorOf('boom')).toBe('unexpected');
  });

  it('ignores events that are no failure (information, verbose, warning)', () => {
    expect(powerBiErrorOf(loadError('403', { level: 2 }))).toBeNull();
    expect(powerBiErrorOf(loadError('403', { level: 0 }))).toBeNull();
    expect(powerBiErrorOf(loadError('403', { level: 3 }))).toBe('forbidden');
  });
});
