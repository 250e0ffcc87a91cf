import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { PageErrorBoundary } from '../../../errors/PageErrorBoundary.js';
import { ContractGuard } from '../../contract/ContractGuard.js';
import { UnitDataKeeper } from '../../../unit-data/UnitDataKeeper.js';

/**
 * The frame of a dashboard in TV mode (navigation/GuardedLayout picks it): no app bar, no side menu,
 * the whole screen for the board; the contract, page errors and the unit's data as in the shell.
 */
export function KioskLayout({ children }: { children?: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary', p: 1 }} data-testid="kiosk-layout">
      <ContractGuard>
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </ContractGuard>
      <UnitDataKeeper />
    </Box>
  );
}
