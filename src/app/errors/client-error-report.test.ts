import { describe, expect, it } from 'vitest';
import { clientErrorReport, createErrorReporter, maxReportsPerPage, type ClientErrorReport } from './client-error-report.js';

const client = { browser: 'Chrome 131', os: 'Linux', device: 'desktop' };
const location = { origin: 'https://plant.example', pathname: '/analysis/analysis-process' };

describe('clientErrorReport', () => {
  it('takes message and stack of an Error, and the address without query or hash', () => {
    const error = new TypeError('x is undefined');
    const report = clientErrorReport(error, client, location);
    expect(report).toEqual({ ...client, message: 'x is undefined', stack: error.stack, url: 'https://plant.example/analysis/analysis-process' });
  });

  it.each([
    ['a string', 'boom', 'boom'],
    ['an object', { reason: 'x' }, '{"reason":"x"}'],
    ['nothing', undefined, 'undefined'],
    ['an Error without message', new RangeError(''), 'RangeError'],
  ])('describes %s', (_name, thrown, message) => {
    expect(clientErrorReport(thrown, client, location)).toMatchObject({ message });
  });

  it("cuts each field to the server's limit", () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(20_000);
    const report = clientErrorReport(error, { ...client, browser: 'b'.repeat(300) }, { ...location, pathname: `/${'p'.repeat(3000)}` });
    expect([report.message.length, report.stack?.length, report.browser.length, report.url.length]).toEqual([2000, 16_000, 200, 2000]);
  });
});

describe('createErrorReporter', () => {
  const report = (message: string): ClientErrorReport => ({ ...client, message, stack: null, url: 'https://plant.example/' });

  it('sends each distinct error once, and at most the per-page limit', () => {
    const sent: string[] = [];
    const reportError = createErrorReporter(async (body) => sent.push(body.message));
    reportError(report('same'));
    reportError(report('same'));
    for (let index = 0; index < maxReportsPerPage + 5; index += 1) reportError(report(`error ${index}`));
    expect(sent).toHaveLength(maxReportsPerPage);
    expect(sent.filter((message) => message === 'same')).toHaveLength(1);
  });

  it('swallows a failed send', async () => {
    const reportError = createErrorReporter(() => Promise.reject(new Error('offline')));
    expect(reportError(report('lost'))).toBe(true);
  });
});
