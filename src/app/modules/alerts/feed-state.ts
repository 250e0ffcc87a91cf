/**
 * The bell's feed between two polls: what the server answered, with the alerts this browser has
 * just marked viewed laid over it (section 4: closing the pop-up or opening an alert marks it
 * viewed locally and on the server), so a late or failed server mark never brings back a closed pop-up.
 */
import { firstPopupAlert, markViewed, unreadCount } from '../../../domain/alerts/index.js';
import type { FeedNotification } from './alert-records.js';

export interface FeedState {
  /** The server's last answer, newest first; undefined before the first one. */
  fromServer: readonly FeedNotification[] | undefined;
  /** id_mvu -> when this browser marked it viewed (UTC). */
  viewedHere: ReadonlyMap<number, string>;
  /** The last poll failed (the previous list is kept). */
  failed: boolean;
}

export const emptyFeed: FeedState = { fromServer: undefined, viewedHere: new Map(), failed: false };

/** The list as shown: the server's, with this browser's marks. */
export function shownNotifications(state: FeedState): readonly FeedNotification[] {
  let list = state.fromServer ?? [];
  for (const [idMvu, at] of state.viewedHere) list = markViewed(list, idMvu, at);
  return list;
}

export function withServerAnswer(state: FeedState, list: readonly FeedNotification[]): FeedState {
  return { ...state, fromServer: list, failed: false };
}

export function withLocalView(state: FeedState, idMvu: number, at: string): FeedState {
  if (state.viewedHere.has(idMvu)) return state;
  return { ...state, viewedHere: new Map(state.viewedHere).set(idMvu, at) };
}

export interface FeedView {
  notifications: readonly FeedNotification[];
  unread: number;
  /** The alert to show as a pop-up, if any. */
  popup: FeedNotification | undefined;
  loaded: boolean;
  failed: boolean;
}

export function feedView(state: FeedState): FeedView {
  const notifications = shownNotifications(state);
  return {
    notifications,
    unread: unreadCount(notifications),
    popup: firstPopupAlert(notifications),
    loaded: state.fromServer !== undefined,
    failed: state.failed,
  };
}
