import { describe, expect, it } from 'vitest';
import { errorText, progressPercent, scheduleText } from './job-texts.js';

const translate = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('job texts', () => {
  it.each([
    ['an interval', { cron: null, interval_seconds: 30 }, 'jobs.schedule.every{"seconds":30}'],
    ['a cron pattern', { cron: '0 3 * * *', interval_seconds: null }, 'jobs.schedule.cron{"pattern":"0 3 * * *"}'],
    ['no schedule', { cron: null, interval_seconds: null }, 'jobs.schedule.queued'],
  ])('words %s', (_name, job, want) => {
    expect(scheduleText(translate, job)).toBe(want);
  });

  it("translates the runner's own reasons and shows a handler's error as thrown", () => {
    expect(errorText(translate, { error_message: 'jobs.errors.interrupted' })).toBe('jobs.errors.interrupted');
    expect(errorText(translate, { error_message: 'connection refused' })).toBe('connection refused');
    expect(errorText(translate, { error_message: null })).toBe('');
  });

  it('gives progress in percent only when a total was reported', () => {
    expect(progressPercent({ progress_done: 480, progress_total: 960 })).toBe(50);
    expect(progressPercent({ progress_done: 0, progress_total: 0 })).toBeNull();
    expect(progressPercent({ progress_done: null, progress_total: null })).toBeNull();
  });
});
