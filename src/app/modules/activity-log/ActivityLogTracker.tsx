import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { logActivity, startActivityLogFlushing } from './activity-logger.js';

/** Mounted once in the signed shell: logs each route change (navigate_to) and flushes the queue. */
export function ActivityLogTracker() {
  const { pathname, search } = useLocation();
  useEffect(startActivityLogFlushing, []);
  useEffect(() => logActivity('navigate_to', `${pathname}${search}`), [pathname, search]);
  return null;
}
