import type { ComponentProps } from 'react';
import { AppLayout } from '../layout/AppLayout.js';
import { RouteGuard } from './RouteGuard.js';

/** The shell behind the route guard (permissions, client-code rules, unmatched paths). */
export function GuardedLayout(props: ComponentProps<typeof AppLayout>) {
  return (
    <RouteGuard>
      <AppLayout {...props} />
    </RouteGuard>
  );
}
