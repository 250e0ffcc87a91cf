import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { Stack } from '@mui/material';
import { ProfileMenu } from '../profile/ProfileMenu.js';
import { UnitSelector } from './UnitSelector.js';
import { LogbookButton } from './LogbookButton.js';
import { AlertBellButton } from './AlertBellButton.js';
import { usePreferencesSync } from './usePreferencesSync.js';

/** Header: menu toggle, title, unit selector, language, theme, logbook, alert bell, loading indicator and the profile popup (with sign-out). */
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
          <LogbookButton />
          <AlertBellButton />
          <LoadingIndicator />
        </Stack>
      }
      userMenu={<ProfileMenu />}
    >
      <TitlePortal />
    </AppBar>
  );
}
