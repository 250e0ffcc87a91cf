/**
 * The signed user's alert feed, shared by the bell, the pop-up and the alert dialogs (one poller
 * fills it, see useAlertFeedPolling). A module store like the session's: no provider to mount.
 */
import { emptyFeed, feedView, withLocalView, withServerAnswer, type FeedState, type FeedView } from './feed-state.js';
import type { FeedNotification } from './alert-records.js';

let state: FeedState = emptyFeed;
let view: FeedView = feedView(state);
let refresher: (() => void) | undefined;
const listeners = new Set<() => void>();

function set(next: FeedState): void {
  if (next === state) return;
  state = next;
  view = feedView(state);
  listeners.forEach((listener) => listener());
}

export const getFeed = (): FeedView => view;

export function subscribeFeed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const receiveFeed = (list: readonly FeedNotification[]): void => set(withServerAnswer(state, list));
export const feedFailed = (): void => set({ ...state, failed: true });
export const markViewedHere = (idMvu: number, at: string): void => set(withLocalView(state, idMvu, at));
/** Signed out or another unit: nothing of the previous feed stays. */
export const clearFeed = (): void => set(emptyFeed);

/** The poller offers an immediate poll; actions that change the feed ask for one. */
export function setFeedRefresher(refresh: (() => void) | undefined): void {
  refresher = refresh;
}

export function refreshFeed(): void {
  refresher?.();
}
