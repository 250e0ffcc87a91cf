import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unitDataRefreshMs } from './refresh-interval.js';
import { scheduleRefresh } from './refresh-schedule.js';

describe('the 15-minute refresh (platform-core section 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 15 minutes', () => {
    expect(unitDataRefreshMs).toBe(900_000);
  });

  it('runs at once, then every interval, until stopped', async () => {
    const task = vi.fn(async () => undefined);
    const stop = scheduleRefresh(task, unitDataRefreshMs);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(unitDataRefreshMs - 1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(unitDataRefreshMs * 2);
    expect(task).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(unitDataRefreshMs * 3);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('does not start a run while the last one is under way, and keeps going after a failure', async () => {
    let finish: () => void = () => undefined;
    const task = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(undefined);
    const stop = scheduleRefresh(task, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
  });
});
