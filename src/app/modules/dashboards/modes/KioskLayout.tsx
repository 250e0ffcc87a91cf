import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { PageErrorBoundary } from '../../../errors/PageErrorBoundary.js';
import { AfterSignInDialogs } from '../../../session/AfterSignInDialogs.js';
import { UnitDataKeeper } from '../../../unit-data/UnitDataKeeper.js';
import { NewVersionNotice } from '../../../version/NewVersionNotice.js';
import { ActivityLogTracker } from '../../activity-log/ActivityLogTracker.js';
import { ContractGuard } from '../../contract/ContractGuard.js';

/**
 * The frame of a dashboard in TV mode (navigation/GuardedLayout picks it): no app bar, no side menu,
 * the whole screen for the board. What the shell keeps for every page stays (contract, page errors,
 * the dialogs after sign-in, a new version, the unit's data, the activity log); the operational
 * alerts' pop-up does not, since nobody stands at a wall screen to close it.
 */
export function KioskLayout({ children }: { children?: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary', p: 1 }} data-testid="kiosk-layout">
      <ContractGuard>
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </ContractGuard>
      <AfterSignInDialogs />
      <NewVersionNotice />
      <UnitDataKeeper />
      <ActivityLogTracker />
    </Box>
  );
}
