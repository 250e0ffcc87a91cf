import { describe, expect, it } from 'vitest';
import { logEntry, maxLogText, type LogEntry } from './log-entry.js';
import { createLogQueue } from './log-queue.js';

function recorder(answer: () => Promise<boolean> = async () => true) {
  const calls: { entries: LogEntry[]; keepalive: boolean }[] = [];
  return { calls, send: async (entries: LogEntry[], { keepalive }: { keepalive: boolean }) => (calls.push({ entries, keepalive }), answer()) };
}

describe('createLogQueue', () => {
  it('sends nothing until flushed, then everything in order and in batches', async () => {
    const { calls, send } = recorder();
    const queue = createLogQueue({ send, batchSize: 2 });
    for (const path of ['/a', '/b', '/c']) queue.add(logEntry('navigate_to', path));
    expect(calls).toHaveLength(0);
    await queue.flush();
    expect(calls.map((c) => c.entries.map((e) => e.log_texto))).toEqual([['/a', '/b'], ['/c']]);
    expect(queue.size()).toBe(0);
    await queue.flush();
    expect(calls).toHaveLength(2);
  });

  it('passes keepalive when the page goes away', async () => {
    const { calls, send } = recorder();
    const queue = createLogQueue({ send });
    queue.add(logEntry('click', 'save'));
    await queue.flush({ keepalive: true });
    expect(calls[0]!.keepalive).toBe(true);
  });

  it('drops a failed batch without throwing, and keeps later entries', async () => {
    let fail = true;
    const { calls, send } = recorder(async () => {
      if (fail) throw new Error('offline');
      return true;
    });
    const queue = createLogQueue({ send });
    queue.add(logEntry('navigate_to', '/lost'));
    await expect(queue.flush()).resolves.toBeUndefined();
    fail = false;
    queue.add(logEntry('navigate_to', '/kept'));
    await queue.flush();
    expect(calls.at(-1)!.entries.map((e) => e.log_texto)).toEqual(['/kept']);
  });

  it('keeps only the newest entries beyond its bound', () => {
    const queue = createLogQueue({ send: async () => true, maxQueued: 3 });
    for (let i = 0; i < 5; i++) queue.add(logEntry('navigate_to', `/${i}`));
    expect(queue.size()).toBe(3);
  });
});

describe('logEntry', () => {
  it('is info by default and cut to the server limit', () => {
    const entry = logEntry('create_item', 'x'.repeat(maxLogText + 10));
    expect(entry.log_tipo).toBe('info');
    expect(entry.log_texto).toHaveLength(maxLogText);
  });
});
