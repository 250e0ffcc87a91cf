import { useSyncExternalStore } from 'react';
import { getFeed, subscribeFeed } from './alert-feed-store.js';
import type { FeedView } from './feed-state.js';

/** The signed user's notifications, unread count and pop-up alert, as last polled. */
export function useAlertFeed(): FeedView {
  return useSyncExternalStore(subscribeFeed, getFeed);
}
