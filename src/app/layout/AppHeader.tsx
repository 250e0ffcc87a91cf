import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { Stack, useMediaQuery } from '@mui/material';
import { ProfileMenu } from '../profile/ProfileMenu.js';
import { UnitSelector } from './UnitSelector.js';
import { LogbookButton } from './LogbookButton.js';
import { AlertBellButton } from './AlertBellButton.js';
import { usePreferencesSync } from './usePreferencesSync.js';
import { mobileMediaQuery } from './shell-constants.js';
import { requestUnitDataRefresh } from '../unit-data/unit-data-refresh.js';

/**
 * Header: menu toggle, title, unit selector, language, theme, logbook, alert bell, loading indicator
 * (its refresh also reloads the unit's tag and frame caches) and the profile popup (with sign-out).
 * Up to 768 px wide the language and theme buttons give way (the profile popup has both), so the
 * profile button stays on screen.
 */
export function AppHeader() {
  usePreferencesSync();
  const narrow = useMediaQuery(mobileMediaQuery, { noSsr: true });
  return (
    <AppBar
      color="secondary"
      toolbar={
        <Stack direction="row" alignItems="center" spacing={0.5} sx={{ minWidth: 0 }}>
          <UnitSelector compact={narrow} />
          {!narrow && <LocalesMenuButton />}
          {!narrow && <ToggleThemeButton />}
          <LogbookButton />
          <AlertBellButton />
          <LoadingIndicator onClick={requestUnitDataRefresh} />
        </Stack>
      }
      userMenu={<ProfileMenu />}
    >
      <TitlePortal />
    </AppBar>
  );
}
