import { apiRequest } from '../../api/api-client.js';
import { getToken } from '../../auth/session-store.js';
import { logEntry, type LogEntry, type LogKind, type LogType } from './log-entry.js';
import { createLogQueue } from './log-queue.js';

export const flushIntervalMs = 5000;

/**
 * POST LOG/entities/DATA/ALL through the API client, not navigator.sendBeacon: a beacon cannot
 * carry the Authorization header, and the token must not travel in an address. `keepalive` lets
 * the last batch outlive the page. Answers whether the batch was delivered.
 */
async function sendBatch(logs: LogEntry[], { keepalive }: { keepalive: boolean }): Promise<boolean> {
  if (!getToken()) return false;
  return apiRequest('LOG/entities/DATA/ALL', { method: 'POST', json: { logs }, keepalive }).then(
    () => true,
    () => false,
  );
}

const queue = createLogQueue({ send: sendBatch });

/** Queues one activity entry; it leaves with the next flush. Never throws. */
export function logActivity(type: LogType, text: string, kind: LogKind = 'info'): void {
  if (getToken()) queue.add(logEntry(type, text, kind));
}

export const flushActivityLog = (keepalive = false) => queue.flush({ keepalive });

/** Flushes every few seconds and when the page is hidden or left; answers the undo. */
export function startActivityLogFlushing(): () => void {
  const timer = window.setInterval(() => void flushActivityLog(), flushIntervalMs);
  const onHide = () => void flushActivityLog(true);
  const onVisibility = () => document.visibilityState === 'hidden' && onHide();
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
