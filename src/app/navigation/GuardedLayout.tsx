import type { ComponentProps } from 'react';
import { SessionEndedBridge } from '../api/SessionEndedBridge.js';
import { AppLayout } from '../layout/AppLayout.js';
import { RouteGuard } from './RouteGuard.js';

/** The shell behind the route guard (permissions, client-code rules, unmatched paths); API 401s sign out here. */
export function GuardedLayout(props: ComponentProps<typeof AppLayout>) {
  return (
    <RouteGuard>
      <SessionEndedBridge />
      <AppLayout {...props} />
    </RouteGuard>
  );
}
