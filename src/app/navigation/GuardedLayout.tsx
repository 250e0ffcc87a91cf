import type { ComponentProps } from 'react';
import { SessionEndedBridge } from '../api/SessionEndedBridge.js';
import { useLocation } from 'react-router';
import { AppLayout } from '../layout/AppLayout.js';
import { isTvLocation } from '../modules/dashboards/modes/dashboard-mode.js';
import { KioskLayout } from '../modules/dashboards/modes/KioskLayout.js';
import { RouteGuard } from './RouteGuard.js';

/**
 * The shell behind the route guard (permissions, client-code rules, unmatched paths); API 401s sign out here.
 * A dashboard in TV mode (`/dashboard/{id}?mode=tv`) gets the kiosk frame instead: no app bar, no side menu.
 */
export function GuardedLayout(props: ComponentProps<typeof AppLayout>) {
  const tv = isTvLocation(useLocation());
  return (
    <RouteGuard>
      <SessionEndedBridge />
      {tv ? <KioskLayout {...props} /> : <AppLayout {...props} />}
    </RouteGuard>
  );
}
