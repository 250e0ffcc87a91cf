import type { LogEntry } from './log-entry.js';

/** Sends one batch; `keepalive` when the page is going away. Answers whether it was delivered. */
export type SendBatch = (entries: LogEntry[], options: { keepalive: boolean }) => Promise<boolean>;

export interface LogQueueOptions {
  send: SendBatch;
  /** Entries per call (the server takes up to 500; keepalive bodies must stay under 64 KB). */
  batchSize?: number;
  /** Beyond this the oldest entries are dropped: a long offline spell must not grow memory. */
  maxQueued?: number;
}

/**
 * Entries kept in memory and sent in batches. Logging is best effort: a batch the server refuses
 * or that fails is dropped (never retried in a loop), and nothing here ever throws to the caller.
 */
export function createLogQueue({ send, batchSize = 50, maxQueued = 1000 }: LogQueueOptions) {
  let queued: LogEntry[] = [];
  let sending: Promise<void> = Promise.resolve();

  function add(entry: LogEntry): void {
    queued.push(entry);
    if (queued.length > maxQueued) queued = queued.slice(queued.length - maxQueued);
  }

  async function sendAll(keepalive: boolean): Promise<void> {
    while (queued.length) {
      const batch = queued.slice(0, batchSize);
      queued = queued.slice(batch.length);
      await send(batch, { keepalive }).catch(() => false);
    }
  }

  /** Sends everything queued now; calls never overlap, so entries keep their order. */
  function flush({ keepalive = false } = {}): Promise<void> {
    sending = sending.then(() => sendAll(keepalive));
    return sending;
  }

  return { add, flush, size: () => queued.length };
}

export type LogQueue = ReturnType<typeof createLogQueue>;
