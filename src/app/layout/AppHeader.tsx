import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { Stack } from '@mui/material';
import { ProfileMenu } from '../profile/ProfileMenu.js';
import { UnitSelector } from './UnitSelector.js';
import { usePreferencesSync } from './usePreferencesSync.js';

/** Header: title, unit selector, language, theme, loading indicator and the profile popup (with sign-out). */
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
      userMenu={<ProfileMenu />}
    >
      <TitlePortal />
    </AppBar>
  );
}
