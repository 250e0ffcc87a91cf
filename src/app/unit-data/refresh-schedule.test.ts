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

describe('a refresh asked for (after a save, or from the header)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function requests() {
    const listeners = new Set<() => void>();
    return {
      subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
      ask: () => listeners.forEach((listener) => listener()),
    };
  }

  it('runs at once, without waiting for the interval', async () => {
    const task = vi.fn(async () => undefined);
    const asked = requests();
    const stop = scheduleRefresh(task, unitDataRefreshMs, asked.subscribe);
    await vi.advanceTimersByTimeAsync(0);
    asked.ask();
    expect(task).toHaveBeenCalledTimes(2);
    stop();
    asked.ask();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('asked during a run, runs once more right after it', async () => {
    let finish: () => void = () => undefined;
    const task = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    const asked = requests();
    const stop = scheduleRefresh(task, unitDataRefreshMs, asked.subscribe);
    asked.ask();
    asked.ask();
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    stop();
  });
});
