import { GlobalStyles } from '@mui/material';
import { ModulePage } from '../../../../navigation/module-pages.js';
import { SessionStateStoreContext } from '../../../analysis/useSessionState.js';
import type { MemorySessionStore } from './memory-session-store.js';

/**
 * A module page inside a dashboard tab: the same lazy page its route shows, its kept choices read from and written to
 * the tab's store instead of the browser tab's session. The page's own title would join the dashboard's in the app
 * bar (both portal into it): only the first, the dashboard's, shows while the tab does.
 */
export function AppPageFrame({ path, store }: { path: string; store: MemorySessionStore }) {
  return (
    <SessionStateStoreContext.Provider value={store}>
      <GlobalStyles styles={{ '#react-admin-title > * + *': { display: 'none' } }} />
      <ModulePage path={path} />
    </SessionStateStoreContext.Provider>
  );
}
