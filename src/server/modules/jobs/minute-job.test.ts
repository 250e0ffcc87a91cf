import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { JobContext } from './job-service.js';
import { minuteJob } from './minute-job.js';

function contextLogging(lines: unknown[][]): JobContext {
  const log = { info: (...args: unknown[]) => void lines.push(args) } as unknown as FastifyBaseLogger;
  return { data: {}, attempt: 1, queueId: 'q', signal: new AbortController().signal, progress: async () => {}, log };
}

describe('minuteJob', () => {
  const job = (changed: number) =>
    minuteJob({ name: 'a-job', run: async () => ({ changed }), didWork: (summary) => summary.changed > 0, message: 'a job ran' });

  it('runs every minute, retried once after 30 s, at most 10 minutes', () => {
    expect(job(0)).toMatchObject({ name: 'a-job', intervalSeconds: 60, retry: { limit: 1, delaySeconds: 30 }, timeoutSeconds: 600 });
  });

  it.each([
    ['logs the summary of a run that did something', 2, [[{ changed: 2 }, 'a job ran']]],
    ['logs nothing for a run that did nothing', 0, []],
  ])('%s', async (_name, changed, want) => {
    const lines: unknown[][] = [];
    await job(changed).handler(contextLogging(lines));
    expect(lines).toEqual(want);
  });
});
