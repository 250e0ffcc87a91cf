import { getToken, sessionHeaders } from '../../auth/session-store.js';
import { apiUrl } from '../../config/branding.js';
import { logEntry, type LogEntry, type LogKind, type LogType } from './log-entry.js';
import { createLogQueue } from './log-queue.js';

export const flushIntervalMs = 5000;

/**
 * POST LOG/entities/DATA/ALL with fetch, not navigator.sendBeacon: a beacon cannot carry the
 * Authorization header, and the token must not travel in an address. `keepalive` lets the last
 * batch outlive the page.
 */
async function sendBatch(logs: LogEntry[], { keepalive }: { keepalive: boolean }): Promise<boolean> {
  if (!getToken()) return false;
  const response = await fetch(apiUrl('LOG/entities/DATA/ALL'), {
    method: 'POST',
    headers: { ...sessionHeaders(), 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ logs }),
    keepalive,
  });
  return response.ok;
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
