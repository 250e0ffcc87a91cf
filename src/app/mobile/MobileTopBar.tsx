import { TitlePortal } from 'react-admin';
import { AppBar, Toolbar } from '@mui/material';
import { ProfileMenu } from '../profile/ProfileMenu.js';

/** The native variant's simplified top bar: the page title and the profile popup (with sign-out). */
export function MobileTopBar() {
  return (
    <AppBar position="fixed" color="secondary" data-testid="mobile-top-bar">
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <TitlePortal variant="h6" />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
