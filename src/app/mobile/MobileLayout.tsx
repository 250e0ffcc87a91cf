import { Suspense } from 'react';
import { Loading, type LayoutProps } from 'react-admin';
import { Box, Toolbar } from '@mui/material';
import { MobileTopBar } from './MobileTopBar.js';
import { MobileBottomMenu } from './MobileBottomMenu.js';

/**
 * The native variant's shell: top bar, page, bottom menu; no side menu. It stands in for
 * react-admin's Layout (AppLayout), so it takes the same props and ignores the desktop ones.
 */
export function MobileLayout({ children }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-testid="mobile-layout">
      <MobileTopBar />
      <Toolbar variant="dense" />
      <Box component="main" sx={{ flex: 1, p: 1, pb: 9 }}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Box>
      <MobileBottomMenu />
    </Box>
  );
}
