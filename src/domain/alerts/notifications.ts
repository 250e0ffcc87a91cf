/** The bell's list of `ALE/queries/lastNotifications/{userId}` (platform-core sections 4 and 7). */
import { FLAG_YES } from './constants.js';
import type { AlertNotification } from './types.js';

type Viewed = Pick<AlertNotification, 'dt_visualizado'>;

/** Unread until `dt_visualizado` is set. */
export function isUnread(notification: Viewed): boolean {
  const viewed = notification.dt_visualizado;
  return viewed === null || viewed === undefined || viewed.trim() === '';
}

/** The number on the bell. */
export function unreadCount(notifications: readonly Viewed[]): number {
  return notifications.filter(isUnread).length;
}

/** The alert that opens as a pop-up: the first unread one (in the feed's order) with the popup flag S. */
export function firstPopupAlert<T extends Viewed & Pick<AlertNotification, 'ale_exibe_popup'>>(notifications: readonly T[]): T | undefined {
  return notifications.find((n) => isUnread(n) && n.ale_exibe_popup === FLAG_YES);
}

/**
 * The list with one notification marked viewed at `viewedAt` (UTC), as done locally when the pop-up
 * is closed or the alert opened, before the next poll confirms it. A new list; the same one when
 * nothing changes.
 */
export function markViewed<T extends Viewed & Pick<AlertNotification, 'id_mvu'>>(notifications: readonly T[], idMvu: number, viewedAt: string): readonly T[] {
  const index = notifications.findIndex((n) => n.id_mvu === idMvu && isUnread(n));
  if (index < 0) return notifications;
  return notifications.map((n, i) => (i === index ? { ...n, dt_visualizado: viewedAt } : n));
}
