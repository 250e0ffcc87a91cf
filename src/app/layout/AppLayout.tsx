import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { MobileLayout } from '../mobile/MobileLayout.js';
import { mobileMode } from '../mobile/runtime-mode.js';
import { AppHeader } from './AppHeader.js';
import { AppMenu } from './AppMenu.js';
import { AppSidebar } from './AppSidebar.js';
import { PageErrorBoundary } from '../errors/PageErrorBoundary.js';
import { NewVersionNotice } from '../version/NewVersionNotice.js';
import { ActivityLogTracker } from '../modules/activity-log/ActivityLogTracker.js';
import { ContractGuard } from '../modules/contract/ContractGuard.js';
import { AfterSignInDialogs } from '../session/AfterSignInDialogs.js';
import { UnitDataKeeper } from '../unit-data/UnitDataKeeper.js';
import { AlertsKeeper } from '../modules/alerts/AlertsKeeper.js';

export function AppLayout({ children }: { children: ReactNode }) {
  // The native variant (src/app/mobile/) has its own shell: top bar and bottom menu, no side menu.
  const Shell = mobileMode() ? MobileLayout : Layout;
  return (
    <Shell appBar={AppHeader} menu={AppMenu} sidebar={AppSidebar}>
      <ContractGuard>
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </ContractGuard>
      <AfterSignInDialogs />
      <NewVersionNotice />
      <UnitDataKeeper />
      <AlertsKeeper />
      <ActivityLogTracker />
    </Shell>
  );
}
