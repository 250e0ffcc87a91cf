import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, ToggleThemeButton, UserMenu } from 'react-admin';
import { Stack } from '@mui/material';
import { UnitSelector } from './UnitSelector.js';
import { usePreferencesSync } from './usePreferencesSync.js';

/** Header: title, unit selector, language, theme, loading indicator and the user menu with sign-out. */
export function AppHeader() {
  usePreferencesSync();
  return (
    <AppBar
      color="secondary"
      toolbar={
        <Stack direction="row" alignItems="center" spacing={0.5}>
          <UnitSelector />
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator />
        </Stack>
      }
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
