import { useMemo } from 'react';
import { Alert, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecordOf } from '../../../../data/typed-data-provider.js';
import { useNavigationState } from '../../../../navigation/useNavigationState.js';
import { appPagePaths, isAppPage } from './app-pages.js';
import { appSettingsOf, restoredState } from './app-settings.js';
import { AppPageFrame } from './AppPageFrame.js';
import { AppTabEditor } from './AppTabEditor.js';
import { memorySessionStore } from './memory-session-store.js';

/**
 * An app tab: one module page inside the dashboard, started from the tab's saved settings. Who may not open that page
 * (its menu permission, the route guard's own rule) reads a message instead, never the page; who may edit dashboards
 * chooses the page and saves its settings above it.
 */
export function AppTab({ tab, mayEdit, now = Date.now }: { tab: RecordOf<'dashboard-tabs'>; mayEdit: boolean; now?: () => number }) {
  const translate = useTranslate();
  const navigation = useNavigationState();
  const page = isAppPage(tab.app_page) ? tab.app_page : undefined;
  const path = page ? appPagePaths[page] : undefined;
  const settings = useMemo(() => appSettingsOf(tab.app_settings), [tab.app_settings]);
  // A new store when the tab's saved settings change (an editor saved them), else the viewer's changes stay.
  const store = useMemo(() => memorySessionStore(restoredState(settings, now())), [settings, now]);
  const allowed = path !== undefined && navigation.paths.includes(path);

  return (
    <Stack spacing={1} data-testid="app-tab">
      {mayEdit && <AppTabEditor tab={tab} page={page} snapshot={allowed ? store.snapshot : undefined} rolling={settings.rolling} />}
      {!path ? (
        <Alert severity="info">{translate('dashboards.types.app.noPage')}</Alert>
      ) : !navigation.access.loaded ? (
        <LinearProgress />
      ) : !allowed ? (
        <Alert severity="warning" data-testid="app-tab-forbidden">
          {translate('dashboards.types.app.noPermission', { page: translate(`resources.dashboard-tabs.enums.app_page.${page}`) })}
        </Alert>
      ) : (
        <AppPageFrame key={tab.id_tab} path={path} store={store} />
      )}
    </Stack>
  );
}
