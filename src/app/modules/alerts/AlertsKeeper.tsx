import { AlertPopup } from './AlertPopup.js';
import { useAlertFeedPolling } from './useAlertFeedPolling.js';

/** Mounted once in the signed layout: polls the alert feed and shows the pop-up alert. */
export function AlertsKeeper() {
  useAlertFeedPolling();
  return <AlertPopup />;
}
